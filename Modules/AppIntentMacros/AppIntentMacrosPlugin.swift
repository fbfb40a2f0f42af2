import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind AppIntentModel's macros: the schema macros, the computed and deferred
/// property macros, and `@UnionValue`.
@main
struct AppIntentMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        SchemaIntentMacro.self,
        SchemaEntityMacro.self,
        SchemaEnumMacro.self,
        ComputedPropertyMacro.self,
        DeferredPropertyMacro.self,
        UnionValueMacro.self,
    ]
}
