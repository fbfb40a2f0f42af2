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
    /// The type `public.item`.
    public static var item: UTType { member("item") }
    /// The type `public.content`.
    public static var content: UTType { member("content") }
    /// The type `public.composite-content`.
    public static var compositeContent: UTType { member("compositeContent") }
    /// The type `public.data`.
    public static var data: UTType { member("data") }
    /// The type `public.text`.
    public static var text: UTType { member("text") }
    /// The type `public.plain-text`.
    public static var plainText: UTType { member("plainText") }
    /// The type `public.utf8-plain-text`.
    public static var utf8PlainText: UTType { member("utf8PlainText") }
    /// The type `public.utf16-plain-text`.
    public static var utf16PlainText: UTType { member("utf16PlainText") }
    /// The type `public.delimited-values-text`.
    public static var delimitedText: UTType { member("delimitedText") }
    /// The type `public.comma-separated-values-text`.
    public static var commaSeparatedText: UTType { member("commaSeparatedText") }
    /// The type `public.tab-separated-values-text`.
    public static var tabSeparatedText: UTType { member("tabSeparatedText") }
    /// The type `public.rtf`.
    public static var rtf: UTType { member("rtf") }
    /// The type `com.apple.rtfd`.
    public static var rtfd: UTType { member("rtfd") }
    /// The type `public.html`.
    public static var html: UTType { member("html") }
    /// The type `public.xml`.
    public static var xml: UTType { member("xml") }
    /// The type `public.json`.
    public static var json: UTType { member("json") }
    /// The type `public.yaml`.
    public static var yaml: UTType { member("yaml") }
    /// The type `public.source-code`.
    public static var sourceCode: UTType { member("sourceCode") }
    /// The type `public.swift-source`.
    public static var swiftSource: UTType { member("swiftSource") }
    /// The type `public.script`.
    public static var script: UTType { member("script") }
    /// The type `public.shell-script`.
    public static var shellScript: UTType { member("shellScript") }
    /// The type `public.python-script`.
    public static var pythonScript: UTType { member("pythonScript") }
    /// The type `com.netscape.javascript-source`.
    public static var javaScript: UTType { member("javaScript") }
    /// The type `com.apple.property-list`.
    public static var propertyList: UTType { member("propertyList") }
    /// The type `public.log`.
    public static var log: UTType { member("log") }
    /// The type `public.vcard`.
    public static var vCard: UTType { member("vCard") }
    /// The type `public.image`.
    public static var image: UTType { member("image") }
    /// The type `public.jpeg`.
    public static var jpeg: UTType { member("jpeg") }
    /// The type `public.png`.
    public static var png: UTType { member("png") }
    /// The type `com.compuserve.gif`.
    public static var gif: UTType { member("gif") }
    /// The type `public.heic`.
    public static var heic: UTType { member("heic") }
    /// The type `public.heif`.
    public static var heif: UTType { member("heif") }
    /// The type `public.tiff`.
    public static var tiff: UTType { member("tiff") }
    /// The type `com.microsoft.bmp`.
    public static var bmp: UTType { member("bmp") }
    /// The type `com.microsoft.ico`.
    public static var ico: UTType { member("ico") }
    /// The type `com.apple.icns`.
    public static var icns: UTType { member("icns") }
    /// The type `public.svg-image`.
    public static var svg: UTType { member("svg") }
    /// The type `org.webmproject.webp`.
    public static var webP: UTType { member("webP") }
    /// The type `public.camera-raw-image`.
    public static var rawImage: UTType { member("rawImage") }
    /// The type `com.apple.live-photo`.
    public static var livePhoto: UTType { member("livePhoto") }
    /// The type `com.adobe.pdf`.
    public static var pdf: UTType { member("pdf") }
    /// The type `org.idpf.epub-container`.
    public static var epub: UTType { member("epub") }
    /// The type `public.font`.
    public static var font: UTType { member("font") }
    /// The type `public.audio`.
    public static var audio: UTType { member("audio") }
    /// The type `public.mp3`.
    public static var mp3: UTType { member("mp3") }
    /// The type `public.mpeg-4-audio`.
    public static var mpeg4Audio: UTType { member("mpeg4Audio") }
    /// The type `com.microsoft.waveform-audio`.
    public static var wav: UTType { member("wav") }
    /// The type `public.aiff-audio`.
    public static var aiff: UTType { member("aiff") }
    /// The type `public.midi-audio`.
    public static var midi: UTType { member("midi") }
    /// The type `public.playlist`.
    public static var playlist: UTType { member("playlist") }
    /// The type `public.m3u-playlist`.
    public static var m3uPlaylist: UTType { member("m3uPlaylist") }
    /// The type `public.movie`.
    public static var movie: UTType { member("movie") }
    /// The type `public.video`.
    public static var video: UTType { member("video") }
    /// The type `public.mpeg`.
    public static var mpeg: UTType { member("mpeg") }
    /// The type `public.mpeg-2-video`.
    public static var mpeg2Video: UTType { member("mpeg2Video") }
    /// The type `public.mpeg-4`.
    public static var mpeg4Movie: UTType { member("mpeg4Movie") }
    /// The type `com.apple.quicktime-movie`.
    public static var quickTimeMovie: UTType { member("quickTimeMovie") }
    /// The type `public.avi`.
    public static var avi: UTType { member("avi") }
    /// The type `com.apple.protected-mpeg-4-video`.
    public static var appleProtectedMPEG4Video: UTType { member("appleProtectedMPEG4Video") }
    /// The type `public.audiovisual-content`.
    public static var audiovisualContent: UTType { member("audiovisualContent") }
    /// The type `public.archive`.
    public static var archive: UTType { member("archive") }
    /// The type `public.zip-archive`.
    public static var zip: UTType { member("zip") }
    /// The type `org.gnu.gnu-zip-archive`.
    public static var gzip: UTType { member("gzip") }
    /// The type `public.bzip2-archive`.
    public static var bz2: UTType { member("bz2") }
    /// The type `com.apple.archive`.
    public static var appleArchive: UTType { member("appleArchive") }
    /// The type `public.disk-image`.
    public static var diskImage: UTType { member("diskImage") }
    /// The type `public.folder`.
    public static var folder: UTType { member("folder") }
    /// The type `public.directory`.
    public static var directory: UTType { member("directory") }
    /// The type `public.volume`.
    public static var volume: UTType { member("volume") }
    /// The type `com.apple.package`.
    public static var package: UTType { member("package") }
    /// The type `com.apple.bundle`.
    public static var bundle: UTType { member("bundle") }
    /// The type `com.apple.application`.
    public static var application: UTType { member("application") }
    /// The type `com.apple.application-bundle`.
    public static var applicationBundle: UTType { member("applicationBundle") }
    /// The type `public.executable`.
    public static var executable: UTType { member("executable") }
    /// The type `public.unix-executable`.
    public static var unixExecutable: UTType { member("unixExecutable") }
    /// The type `public.symlink`.
    public static var symbolicLink: UTType { member("symbolicLink") }
    /// The type `com.apple.alias-file`.
    public static var aliasFile: UTType { member("aliasFile") }
    /// The type `public.url`.
    public static var url: UTType { member("url") }
    /// The type `public.file-url`.
    public static var fileURL: UTType { member("fileURL") }
    /// The type `com.apple.bookmark`.
    public static var urlBookmarkData: UTType { member("urlBookmarkData") }
    /// The type `public.contact`.
    public static var contact: UTType { member("contact") }
    /// The type `public.calendar-event`.
    public static var calendarEvent: UTType { member("calendarEvent") }
    /// The type `public.to-do-item`.
    public static var toDoItem: UTType { member("toDoItem") }
    /// The type `public.email-message`.
    public static var emailMessage: UTType { member("emailMessage") }
    /// The type `public.message`.
    public static var message: UTType { member("message") }
    /// The type `public.spreadsheet`.
    public static var spreadsheet: UTType { member("spreadsheet") }
    /// The type `public.presentation`.
    public static var presentation: UTType { member("presentation") }
    /// The type `public.database`.
    public static var database: UTType { member("database") }
    /// The type `public.3d-content`.
    public static var threeDContent: UTType { member("threeDContent") }
    /// The type `com.pixar.universal-scene-description`.
    public static var usd: UTType { member("usd") }
    /// The type `com.pixar.universal-scene-description-mobile`.
    public static var usdz: UTType { member("usdz") }
    /// The type `com.apple.reality`.
    public static var realityFile: UTType { member("realityFile") }
    /// The type `com.apple.scenekit.scene`.
    public static var sceneKitScene: UTType { member("sceneKitScene") }
    /// The type `com.apple.arobject`.
    public static var arReferenceObject: UTType { member("arReferenceObject") }
    /// The type `com.rsa.pkcs-12`.
    public static var pkcs12: UTType { member("pkcs12") }
    /// The type `public.x509-certificate`.
    public static var x509Certificate: UTType { member("x509Certificate") }
    /// The type `com.apple.internet-location`.
    public static var internetLocation: UTType { member("internetLocation") }
    /// The type `com.microsoft.internet-shortcut`.
    public static var internetShortcut: UTType { member("internetShortcut") }
    /// The type `public.avif`.
    public static var avif: UTType { member("avif") }
}
