/// One scope of generated names — the module's types, a type's members, the dialog functions, a function's
/// arguments — and the one rule that picks each name in it (``MigrationNames`` says which scopes there are).
///
/// A name is the one preferred unless the scope reserves it (the generated code declares or refers to it there) or
/// already declares it; then it gets the suffix of its kind, then a number: `id`, `idProperty`, `idProperty2`. A name
/// is free only together with its companions, the declarations it brings with it (a type's `…Query`, a wrapped
/// property's `_name` storage).
struct NameScope {
    /// Names the scope may not declare: a set many scopes share, and the scope's own.
    private let reserved: Set<String>
    private let alsoReserved: Set<String>
    /// The names declared so far, lowercased when the scope ignores case.
    private var taken: Set<String> = []
    /// Whether two names that differ only in case collide: type names name files, and macOS's file system ignores case.
    private let ignoresCase: Bool

    init(reserving reserved: Set<String>, and alsoReserved: Set<String> = [], ignoringCase: Bool = false) {
        self.reserved = reserved
        self.alsoReserved = alsoReserved
        self.ignoresCase = ignoringCase
    }

    private func key(_ name: String) -> String {
        ignoresCase ? name.lowercased() : name
    }

    /// Whether `name` can still be declared.
    func isFree(_ name: String) -> Bool {
        !reserved.contains(name) && !alsoReserved.contains(name) && !taken.contains(key(name))
    }

    /// The first of `preferred`, `preferred + suffix`, `preferred + suffix + "2"`, `"3"`… that is free with its
    /// `companions`; it and they are taken.
    mutating func claim(_ preferred: String, suffix: String, companions: (String) -> [String] = { _ in [] }) -> String {
        var candidate = preferred
        var attempt = 0
        while !([candidate] + companions(candidate)).allSatisfy(isFree) {
            attempt += 1
            let stem = suffix.isEmpty || preferred.hasSuffix(suffix) ? preferred : preferred + suffix
            candidate = attempt == 1 && stem != preferred ? stem : stem + String(stem == preferred ? attempt + 1 : attempt)
        }
        for name in [candidate] + companions(candidate) { taken.insert(key(name)) }
        return candidate
    }
}
