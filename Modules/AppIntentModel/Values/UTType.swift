import IntentMetadata

/// A stand-in for UniformTypeIdentifiers' `UTType`, which does not exist on Linux: a uniform type by its identifier.
///
/// It has `UTType`'s static members (`.pdf`, `.image`, `.plainText`, …, every name in
/// `UniformTypeIdentifiers.byMemberName`, and `.avif`), `init?(_:)`, `init(exportedAs:)` and
/// `init(importedAs:)`, so `supportedContentTypes: [.pdf]` and `IntentFile(…, type: .image)`
/// compile unchanged. It does not know which types conform to which. Import the real one where
/// it exists:
///
///     #if canImport(UniformTypeIdentifiers)
///     import UniformTypeIdentifiers
///     #endif
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `com.adobe.pdf`.
    public let identifier: String

    init(known identifier: String) {
        self.identifier = identifier
    }

    /// The type with this identifier, or `nil` for an empty identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// A type the app declares and owns (`UTExportedTypeDeclarations`).
    public init(exportedAs identifier: String) {
        self.identifier = identifier
    }

    /// A type the app uses but another app owns (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String) {
        self.identifier = identifier
    }

    public var description: String { identifier }

    /// The type named by `UTType`'s static member `name` (`pdf` → `com.adobe.pdf`).
    static func member(_ name: String) -> UTType {
        UTType(known: UniformTypeIdentifiers.byMemberName[name] ?? "public.\(name)")
    }
}

extension UTType {
    public static var item: UTType { member("item") }
    public static var content: UTType { member("content") }
    public static var compositeContent: UTType { member("compositeContent") }
    public static var data: UTType { member("data") }
    public static var text: UTType { member("text") }
    public static var plainText: UTType { member("plainText") }
    public static var utf8PlainText: UTType { member("utf8PlainText") }
    public static var utf16PlainText: UTType { member("utf16PlainText") }
    public static var delimitedText: UTType { member("delimitedText") }
    public static var commaSeparatedText: UTType { member("commaSeparatedText") }
    public static var tabSeparatedText: UTType { member("tabSeparatedText") }
    public static var rtf: UTType { member("rtf") }
    public static var rtfd: UTType { member("rtfd") }
    public static var html: UTType { member("html") }
    public static var xml: UTType { member("xml") }
    public static var json: UTType { member("json") }
    public static var yaml: UTType { member("yaml") }
    public static var sourceCode: UTType { member("sourceCode") }
    public static var swiftSource: UTType { member("swiftSource") }
    public static var script: UTType { member("script") }
    public static var shellScript: UTType { member("shellScript") }
    public static var pythonScript: UTType { member("pythonScript") }
    public static var javaScript: UTType { member("javaScript") }
    public static var propertyList: UTType { member("propertyList") }
    public static var log: UTType { member("log") }
    public static var vCard: UTType { member("vCard") }
    public static var image: UTType { member("image") }
    public static var jpeg: UTType { member("jpeg") }
    public static var png: UTType { member("png") }
    public static var gif: UTType { member("gif") }
    public static var heic: UTType { member("heic") }
    public static var heif: UTType { member("heif") }
    public static var tiff: UTType { member("tiff") }
    public static var bmp: UTType { member("bmp") }
    public static var ico: UTType { member("ico") }
    public static var icns: UTType { member("icns") }
    public static var svg: UTType { member("svg") }
    public static var webP: UTType { member("webP") }
    public static var rawImage: UTType { member("rawImage") }
    public static var livePhoto: UTType { member("livePhoto") }
    public static var pdf: UTType { member("pdf") }
    public static var epub: UTType { member("epub") }
    public static var font: UTType { member("font") }
    public static var audio: UTType { member("audio") }
    public static var mp3: UTType { member("mp3") }
    public static var mpeg4Audio: UTType { member("mpeg4Audio") }
    public static var wav: UTType { member("wav") }
    public static var aiff: UTType { member("aiff") }
    public static var midi: UTType { member("midi") }
    public static var playlist: UTType { member("playlist") }
    public static var m3uPlaylist: UTType { member("m3uPlaylist") }
    public static var movie: UTType { member("movie") }
    public static var video: UTType { member("video") }
    public static var mpeg: UTType { member("mpeg") }
    public static var mpeg2Video: UTType { member("mpeg2Video") }
    public static var mpeg4Movie: UTType { member("mpeg4Movie") }
    public static var quickTimeMovie: UTType { member("quickTimeMovie") }
    public static var avi: UTType { member("avi") }
    public static var appleProtectedMPEG4Video: UTType { member("appleProtectedMPEG4Video") }
    public static var audiovisualContent: UTType { member("audiovisualContent") }
    public static var archive: UTType { member("archive") }
    public static var zip: UTType { member("zip") }
    public static var gzip: UTType { member("gzip") }
    public static var bz2: UTType { member("bz2") }
    public static var appleArchive: UTType { member("appleArchive") }
    public static var diskImage: UTType { member("diskImage") }
    public static var folder: UTType { member("folder") }
    public static var directory: UTType { member("directory") }
    public static var volume: UTType { member("volume") }
    public static var package: UTType { member("package") }
    public static var bundle: UTType { member("bundle") }
    public static var application: UTType { member("application") }
    public static var applicationBundle: UTType { member("applicationBundle") }
    public static var executable: UTType { member("executable") }
    public static var unixExecutable: UTType { member("unixExecutable") }
    public static var symbolicLink: UTType { member("symbolicLink") }
    public static var aliasFile: UTType { member("aliasFile") }
    public static var url: UTType { member("url") }
    public static var fileURL: UTType { member("fileURL") }
    public static var urlBookmarkData: UTType { member("urlBookmarkData") }
    public static var contact: UTType { member("contact") }
    public static var calendarEvent: UTType { member("calendarEvent") }
    public static var toDoItem: UTType { member("toDoItem") }
    public static var emailMessage: UTType { member("emailMessage") }
    public static var message: UTType { member("message") }
    public static var spreadsheet: UTType { member("spreadsheet") }
    public static var presentation: UTType { member("presentation") }
    public static var database: UTType { member("database") }
    public static var threeDContent: UTType { member("threeDContent") }
    public static var usd: UTType { member("usd") }
    public static var usdz: UTType { member("usdz") }
    public static var realityFile: UTType { member("realityFile") }
    public static var sceneKitScene: UTType { member("sceneKitScene") }
    public static var arReferenceObject: UTType { member("arReferenceObject") }
    public static var pkcs12: UTType { member("pkcs12") }
    public static var x509Certificate: UTType { member("x509Certificate") }
    public static var internetLocation: UTType { member("internetLocation") }
    public static var internetShortcut: UTType { member("internetShortcut") }
    public static var avif: UTType { member("avif") }
}
