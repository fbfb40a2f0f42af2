import Diagnostics
import IntentMetadata

/// A built product read for its App Intents, bundle by bundle.
///
/// The product is an app (with its extensions and frameworks), an extension, a framework, an `.xcarchive`, an
/// `.ipa`, a `Metadata.appintents` folder or one `extract.actionsdata` file; ``ProductReader/read(_:)`` reads it.
public struct Product: Sendable {
    /// What the path named.
    public enum Kind: String, Sendable {
        /// A kind of product: `.app`, `.appex`, `.framework`, `.xcarchive`, `.ipa`, `Metadata.appintents`, `extract.actionsdata`.
        ///
        /// Each case names the kind in that order; a folder laid out as a bundle under another name is an `application`.
        case application, appExtension, framework, archive, ipa, metadataFolder, actionsDataFile
    }

    /// The path given.
    public var path: String
    /// What it is.
    public var kind: Kind
    /// Each bundle that ships App Intents metadata or localized tables.
    ///
    /// The app comes first, then its extensions and frameworks, in path order.
    public var bundles: [ProductBundle]
    /// What reading the product found (links out of it, refused entries, a product that is none).
    public var diagnostics: [Diagnostic]

    /// Every diagnostic: the product's and each bundle's.
    public var allDiagnostics: [Diagnostic] { diagnostics + bundles.flatMap(\.diagnostics) }
}

/// One bundle of a product, with the files IntentKit's checks read from it.
///
/// A bundle is the app (`WidgetSmith.app`), an extension (`PlugIns/Widgets.appex`) or a framework
/// (`Frameworks/Kit.framework`).
public struct ProductBundle: Sendable {
    /// The bundle's folder name (`WidgetSmith.app`), or `Metadata.appintents` for a bare folder.
    public var name: String
    /// Its path inside the product (empty for the product itself).
    public var relativePath: String
    /// The path diagnostics name it by.
    public var path: String
    /// What its `Info.plist` says.
    public var info: BundleInfo
    /// Its `Metadata.appintents/extract.actionsdata`, if it has one.
    public var metadata: ActionsDataFile?
    /// Its `Metadata.appintents/version.json`, if it has one.
    public var version: VersionFile?
    /// Its compiled strings tables (`*.lproj/*.strings`, `*.stringsdict`), App Shortcuts phrases left out.
    public var localizationTables: [ProductFile]
    /// Its compiled `*.lproj/AppShortcuts.strings`.
    public var phraseTables: [ProductFile]
    /// Its `.intentdefinition` files (SiriKit definitions the bundle still ships).
    public var intentDefinitions: [ProductFile]
    /// What reading the bundle found.
    public var diagnostics: [Diagnostic]

    /// The metadata document of the bundle's `extract.actionsdata` (with the sidecar that writes it back).
    public func conversion() -> ActionsDataConversion? {
        guard let metadata, metadata.root != nil else { return nil }
        return metadata.convert(version: version)
    }

    /// The metadata document of the bundle's `extract.actionsdata`, and what reading it into one found (no sidecar).
    public func document() -> (document: MetadataDocument, diagnostics: [Diagnostic])? {
        guard let metadata, metadata.root != nil else { return nil }
        let read = metadata.document()
        return (read.document, read.diagnostics)
    }
}

/// The keys of a bundle's `Info.plist` that checks use.
public struct BundleInfo: Hashable, Sendable {
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: String?
    /// `CFBundleExecutable`: the executable, whose name is the module's for an app built by Xcode.
    public var executable: String?
    /// `CFBundleDisplayName`, else `CFBundleName`: the name Siri says.
    public var displayName: String?
    /// `CFBundleDevelopmentRegion`: the language of the code's phrases.
    public var developmentRegion: String?
    /// `MinimumOSVersion` (iOS) or `LSMinimumSystemVersion` (macOS).
    public var minimumOSVersion: String?
    /// `CFBundlePackageType`: `APPL`, `XPC!`, `FMWK`.
    public var packageType: String?
    /// `DTXcodeBuild`: the Xcode that built it.
    public var xcodeBuild: String?

    /// Creates bundle information.
    public init(
        bundleIdentifier: String? = nil, executable: String? = nil, displayName: String? = nil, developmentRegion: String? = nil,
        minimumOSVersion: String? = nil, packageType: String? = nil, xcodeBuild: String? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.executable = executable
        self.displayName = displayName
        self.developmentRegion = developmentRegion
        self.minimumOSVersion = minimumOSVersion
        self.packageType = packageType
        self.xcodeBuild = xcodeBuild
    }
}

/// A file read from a bundle: its path, its locale and table, and its bytes.
public struct ProductFile: Sendable, Hashable {
    /// The path diagnostics name it by (inside an `.ipa`: the archive's path, then the entry's).
    public var path: String
    /// The locale of its `.lproj` folder (`en`, `zh-Hans`, `Base`), if it is in one.
    public var locale: String?
    /// The table: the file name without its extension (`Localizable`, `AppShortcuts`, `Intents`).
    public var table: String
    /// The file's bytes (compiled tables are binary property lists).
    public var bytes: [UInt8]
}
