import Diagnostics
import IntentLocalization
import PositionedJSON

extension CatalogSync {
    /// The keys one catalog is synced with.
    public struct TableKeys: Sendable {
        /// The keys the code uses, from the scopes Xcode extracts strings from.
        public var keys: [ExtractedKey]
        /// Keys (normalized) used by scopes Xcode does not extract from: never added, never marked stale.
        public var kept: Set<String>

        /// Creates the keys to sync a catalog with: those the code uses, and those only kept from being marked stale.
        public init(keys: [ExtractedKey], kept: Set<String> = []) {
            self.keys = keys
            self.kept = kept
        }
    }

    /// What syncing one catalog file did or would do.
    public struct FileResult: Sendable {
        /// The catalog file.
        public var path: String
        /// The changes, each at the place that explains it.
        ///
        /// That place is the code's use of an added or revived key, and the catalog's entry of a key marked stale.
        public var changes: [Change]
        /// Why the file could not be read or written.
        public var diagnostics: [Diagnostic]
        /// Whether the file was rewritten.
        public var written: Bool
    }

    /// Syncs the catalog at `path` with the `keys` its code uses, rewriting it only if `write` is true.
    ///
    /// The file is rewritten only when something changes: atomically, in Xcode's layout, keeping whether it ends with
    /// a newline; in a file already in Xcode's layout only the entries that change are rewritten. With `write` false
    /// the file is only read, and the result says what syncing would change. A file that cannot be read, or that is
    /// not a String Catalog's JSON, gives a diagnostic and no change.
    ///
    /// - Parameters:
    ///   - path: the `.xcstrings` file.
    ///   - keys: the keys its code uses (from ``StringExtraction/keys(byTableFile:)``).
    ///   - write: whether to rewrite the file when something changes.
    public static func sync(file path: String, keys: TableKeys, write: Bool) -> FileResult {
        var result = FileResult(path: path, changes: [], diagnostics: [], written: false)
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            result.diagnostics.append(error.diagnostic)
            return result
        }
        if let text = XcodeCatalogText(bytes: bytes) {
            // In Xcode's layout: only the entries that change are parsed and written anew.
            let synced = sync(text, keys: keys.keys, keeping: keys.kept)
            var lines: [String: Int] = [:]
            if synced.changes.contains(where: { $0.location == nil }) {
                for entry in text.entries { lines[entry.key] = entry.line }
            }
            result.changes = synced.changes.map { change in
                var change = change
                if change.location == nil, let line = lines[change.key] {
                    change.location = SourceLocation(file: path, line: line, column: 5)
                }
                return change
            }
            guard write, let output = synced.bytes else { return result }
            do {
                try FileIO.writeAtomically(output, to: path)
                result.written = true
            } catch {
                result.diagnostics.append(error.diagnostic)
            }
            return result
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes, path: path)
        } catch {
            result.diagnostics.append(LocalizationChecks.parseError.diagnostic(
                "the String Catalog is not valid JSON, so it cannot be synced: \(error.message)",
                at: SourceLocation(file: path, line: error.line, column: error.column)
            ))
            return result
        }
        guard case .object(let root) = document.root.value, root.member("strings").map({ if case .object = $0.value.value { true } else { false } }) ?? true else {
            result.diagnostics.append(LocalizationChecks.invalidCatalog.diagnostic(
                "the String Catalog is not an object with a 'strings' object, so it cannot be synced", at: document.location(of: document.root)))
            return result
        }
        var keyLocations: [String: SourceLocation] = [:]
        if case .object(let object) = root.member("strings")?.value.value {
            for member in object.members { keyLocations[member.key] = document.location(ofOffset: member.keyOffset) }
        }
        let synced = sync(CatalogJSON(document.root), keys: keys.keys, keeping: keys.kept)
        result.changes = synced.changes.map { change in
            var change = change
            if change.location == nil { change.location = keyLocations[change.key] }
            return change
        }
        guard write, !synced.changes.isEmpty else { return result }
        do {
            try FileIO.writeAtomically(synced.catalog.xcodeText(trailingNewline: bytes.last == UInt8(ascii: "\n")), to: path)
            result.written = true
        } catch {
            result.diagnostics.append(error.diagnostic)
        }
        return result
    }
}

/// Sources and the string tables they use: one target of a project or a package, or a folder.
public struct StringScope: Sendable, Hashable, Codable {
    /// The scope's name, for reports.
    public var name: String
    /// Its Swift files.
    public var swiftFiles: [String]
    /// Its string tables (catalog and `.strings` files).
    public var tableFiles: [String]
    /// The development language, when a project says (`developmentRegion`).
    public var developmentLanguage: String?
    /// The regions the project lists (`knownRegions`): locales the app ships even where a table lacks them.
    public var knownRegions: [String]
    /// Whether the compiler extracts the scope's strings when Xcode builds it (`SWIFT_EMIT_LOC_STRINGS`).
    ///
    /// The keys of a scope that does not are neither added to its catalogs nor marked stale in them, except those of
    /// `NSLocalizedString` (see ``extracts(_:)``).
    public var extractsStrings: Bool
    /// Whether ``swiftFiles`` are all the scope compiles, so that a key none of them uses is unused.
    ///
    /// A project's target with every file present and a package target are complete; a folder may hold only part
    /// of an app.
    public var isComplete: Bool
    /// Where the project writes ``knownRegions`` (`nil` without a project): the scopes of one project share it.
    public var knownRegionsLocation: SourceLocation?

    /// Creates a scope of Swift files and the string tables they use; by default it is complete and its strings are extracted.
    public init(name: String, swiftFiles: [String], tableFiles: [String], developmentLanguage: String? = nil, knownRegions: [String] = [],
                extractsStrings: Bool = true, isComplete: Bool = true, knownRegionsLocation: SourceLocation? = nil) {
        self.knownRegionsLocation = knownRegionsLocation
        self.extractsStrings = extractsStrings
        self.isComplete = isComplete
        self.name = name
        self.swiftFiles = swiftFiles
        self.tableFiles = tableFiles
        self.developmentLanguage = developmentLanguage
        self.knownRegions = knownRegions
    }

    /// Whether Xcode extracts a use in the scope's code.
    ///
    /// Every use is extracted when the compiler extracts the scope's strings; otherwise only `NSLocalizedString`'s,
    /// which Xcode's text-based extraction (the `LOCALIZED_STRING_MACRO_NAMES`, `NSLocalizedString` and
    /// `CFCopyLocalizedString` by default) finds whatever `SWIFT_EMIT_LOC_STRINGS` says.
    public func extracts(_ use: LocalizableString) -> Bool {
        extractsStrings || use.origin == .nsLocalizedString
    }

    /// Whether Xcode's string extraction from code maintains a table file.
    ///
    /// It maintains String Catalogs, except `InfoPlist.xcstrings` (Info.plist keys) and those of storyboards and
    /// XIBs (in `mul.lproj`).
    public static func isCodeCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") && !path.contains("mul.lproj/") && StringCatalogFile.tableName(of: path) != "InfoPlist"
    }
}

extension StringExtraction {
    /// The keys each String Catalog is synced with, by the catalog's path.
    ///
    /// For every scope that ships the catalog: the keys its Swift files use in the table the file is named for
    /// (`Localizable.xcstrings` → `Localizable`), whatever the bundle; those Xcode does not extract
    /// (``StringScope/extracts(_:)``) are only kept from being marked stale. Only catalogs extraction maintains are
    /// included (``StringScope/isCodeCatalog(_:)``), each with every scope that ships it.
    public func keys(byTableFile scopes: [StringScope]) -> [String: CatalogSync.TableKeys] {
        var usesByFile: [String: [LocalizableString]] = [:]
        for use in uses { usesByFile[use.location.file, default: []].append(use) }
        var usesByTableFile: [String: [LocalizableString]] = [:]
        var kept: [String: Set<String>] = [:]
        for scope in scopes {
            let tables = Dictionary(grouping: scope.tableFiles.filter(StringScope.isCodeCatalog)) { StringCatalogFile.tableName(of: $0) }
            for file in scope.swiftFiles {
                for use in usesByFile[file] ?? [] {
                    for tableFile in tables[use.tableName] ?? [] {
                        if scope.extracts(use) {
                            usesByTableFile[tableFile, default: []].append(use)
                        } else {
                            kept[tableFile, default: []].insert(LocalizableString.normalized(use.key))
                        }
                    }
                }
            }
            for tableFile in tables.values.joined() where usesByTableFile[tableFile] == nil { usesByTableFile[tableFile] = [] }
        }
        return usesByTableFile.mapValues { uses in
            StringExtraction(uses: uses.map { use in
                var use = use
                use.bundle = .main
                return use
            }).keys
        }.reduce(into: [:]) { result, element in
            result[element.key] = CatalogSync.TableKeys(keys: element.value, kept: kept[element.key] ?? [])
        }
    }
}
