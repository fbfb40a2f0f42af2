/// The identifiers of the uniform types apps name in `supportedContentTypes:` (`UTType.pdf` → `com.adobe.pdf`).
///
/// Reflection and extraction write a file parameter's or `FileEntity`'s content types as identifiers,
/// so documents compare equal whichever spelling the source used.
public enum UniformTypeIdentifiers {
    /// `UTType`'s static members by name, with their identifiers.
    public static let byMemberName: [String: String] = [
        "item": "public.item", "content": "public.content", "compositeContent": "public.composite-content",
        "data": "public.data", "text": "public.text", "plainText": "public.plain-text",
        "utf8PlainText": "public.utf8-plain-text", "utf16PlainText": "public.utf16-plain-text",
        "delimitedText": "public.delimited-values-text", "commaSeparatedText": "public.comma-separated-values-text",
        "tabSeparatedText": "public.tab-separated-values-text", "rtf": "public.rtf", "rtfd": "com.apple.rtfd",
        "html": "public.html", "xml": "public.xml", "json": "public.json", "yaml": "public.yaml",
        "sourceCode": "public.source-code", "swiftSource": "public.swift-source", "script": "public.script",
        "shellScript": "public.shell-script", "pythonScript": "public.python-script", "javaScript": "com.netscape.javascript-source",
        "propertyList": "com.apple.property-list", "log": "public.log", "vCard": "public.vcard",
        "image": "public.image", "jpeg": "public.jpeg", "png": "public.png", "gif": "com.compuserve.gif",
        "heic": "public.heic", "heif": "public.heif", "tiff": "public.tiff", "bmp": "com.microsoft.bmp",
        "ico": "com.microsoft.ico", "icns": "com.apple.icns", "svg": "public.svg-image", "webP": "org.webmproject.webp",
        "rawImage": "public.camera-raw-image", "livePhoto": "com.apple.live-photo",
        "pdf": "com.adobe.pdf", "epub": "org.idpf.epub-container", "font": "public.font",
        "audio": "public.audio", "mp3": "public.mp3", "mpeg4Audio": "public.mpeg-4-audio", "wav": "com.microsoft.waveform-audio",
        "aiff": "public.aiff-audio", "midi": "public.midi-audio", "playlist": "public.playlist", "m3uPlaylist": "public.m3u-playlist",
        "movie": "public.movie", "video": "public.video", "mpeg": "public.mpeg", "mpeg2Video": "public.mpeg-2-video",
        "mpeg4Movie": "public.mpeg-4", "quickTimeMovie": "com.apple.quicktime-movie", "avi": "public.avi",
        "appleProtectedMPEG4Video": "com.apple.protected-mpeg-4-video", "audiovisualContent": "public.audiovisual-content",
        "archive": "public.archive", "zip": "public.zip-archive", "gzip": "org.gnu.gnu-zip-archive", "bz2": "public.bzip2-archive",
        "appleArchive": "com.apple.archive", "diskImage": "public.disk-image",
        "folder": "public.folder", "directory": "public.directory", "volume": "public.volume", "package": "com.apple.package",
        "bundle": "com.apple.bundle", "application": "com.apple.application", "applicationBundle": "com.apple.application-bundle",
        "executable": "public.executable", "unixExecutable": "public.unix-executable", "symbolicLink": "public.symlink",
        "aliasFile": "com.apple.alias-file", "url": "public.url", "fileURL": "public.file-url", "urlBookmarkData": "com.apple.bookmark",
        "contact": "public.contact", "calendarEvent": "public.calendar-event", "toDoItem": "public.to-do-item",
        "emailMessage": "public.email-message", "message": "public.message", "spreadsheet": "public.spreadsheet",
        "presentation": "public.presentation", "database": "public.database", "threeDContent": "public.3d-content",
        "usd": "com.pixar.universal-scene-description", "usdz": "com.pixar.universal-scene-description-mobile",
        "realityFile": "com.apple.reality", "sceneKitScene": "com.apple.scenekit.scene", "arReferenceObject": "com.apple.arobject",
        "pkcs12": "com.rsa.pkcs-12", "x509Certificate": "public.x509-certificate", "internetLocation": "com.apple.internet-location",
        "internetShortcut": "com.microsoft.internet-shortcut",
    ]
}
