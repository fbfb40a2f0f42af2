import Foundation

/// The folder holding IntentKit's own catalogs (`Catalogs/<locale>.lproj/IntentKit.strings` and `.stringsdict`).
///
/// The catalogs ship as a resource of this target so `intentkit` finds them wherever it is installed.
public enum IntentKitStrings {
    /// The path of the `Catalogs` folder, if the resource bundle is present.
    public static var catalogsPath: String? {
        Bundle.module.url(forResource: "Catalogs", withExtension: nil)?.path
    }
}
