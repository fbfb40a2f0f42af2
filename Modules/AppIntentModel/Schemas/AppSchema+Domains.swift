// The assistant schemas' domains and members as typed values, so `@AppIntent(schema: .books.openBook)`
// type-checks and an unknown member is a compile error, as with Apple's. The members are those of the
// iOS 18 domains, plus the newer ones `docs/app-intent-model.md` lists (`.system.open`, `.calendar`,
// `.notes`, and the `.messages` members shipping apps use). Written out from that table; add a
// member by adding a line to its domain.

extension AppSchemaIntent {
    /// The `.books` domain's intent schemas.
    public static var books: Books { Books() }
    /// The `.browser` domain's intent schemas.
    public static var browser: Browser { Browser() }
    /// The `.camera` domain's intent schemas.
    public static var camera: Camera { Camera() }
    /// The `.files` domain's intent schemas.
    public static var files: Files { Files() }
    /// The `.journal` domain's intent schemas.
    public static var journal: Journal { Journal() }
    /// The `.mail` domain's intent schemas.
    public static var mail: Mail { Mail() }
    /// The `.photos` domain's intent schemas.
    public static var photos: Photos { Photos() }
    /// The `.presentation` domain's intent schemas.
    public static var presentation: Presentation { Presentation() }
    /// The `.reader` domain's intent schemas.
    public static var reader: Reader { Reader() }
    /// The `.spreadsheet` domain's intent schemas.
    public static var spreadsheet: Spreadsheet { Spreadsheet() }
    /// The `.system` domain's intent schemas.
    public static var system: System { System() }
    /// The `.whiteboard` domain's intent schemas.
    public static var whiteboard: Whiteboard { Whiteboard() }
    /// The `.wordProcessor` domain's intent schemas.
    public static var wordProcessor: WordProcessor { WordProcessor() }
    /// The `.calendar` domain's intent schemas.
    public static var calendar: Calendar { Calendar() }
    /// The `.notes` domain's intent schemas.
    public static var notes: Notes { Notes() }
    /// The `.messages` domain's intent schemas.
    public static var messages: Messages { Messages() }

    /// The intent schemas of the `.books` domain.
    public struct Books: Sendable {
        public var navigatePage: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "navigatePage") }
        public var openBook: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "openBook") }
        public var playAudiobook: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "playAudiobook") }
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "search") }
        public var updateCharacterSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateCharacterSpacing") }
        public var updateFontSize: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateFontSize") }
        public var updateLineSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateLineSpacing") }
        public var updateSettings: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateSettings") }
        public var updateWordSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateWordSpacing") }
    }

    /// The intent schemas of the `.browser` domain.
    public struct Browser: Sendable {
        public var bookmarkTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "bookmarkTab") }
        public var bookmarkURL: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "bookmarkURL") }
        public var clearHistory: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "clearHistory") }
        public var closeTabs: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "closeTabs") }
        public var closeWindows: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "closeWindows") }
        public var createTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "createTab") }
        public var createWindow: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "createWindow") }
        public var deleteBookmarks: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "deleteBookmarks") }
        public var findOnPage: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "findOnPage") }
        public var openBookmark: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "openBookmark") }
        public var openURLInTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "openURLInTab") }
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "search") }
        public var switchTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "switchTab") }
    }

    /// The intent schemas of the `.camera` domain.
    public struct Camera: Sendable {
        public var openInCaptureMode: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "openInCaptureMode") }
        public var setDevice: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "setDevice") }
        public var startCapture: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "startCapture") }
        public var stopCapture: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "stopCapture") }
        public var switchDevice: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "switchDevice") }
    }

    /// The intent schemas of the `.files` domain.
    public struct Files: Sendable {
        public var createFolder: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "createFolder") }
        public var deleteFiles: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "deleteFiles") }
        public var moveFiles: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "moveFiles") }
        public var openFile: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "openFile") }
        public var renameFile: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "renameFile") }
    }

    /// The intent schemas of the `.journal` domain.
    public struct Journal: Sendable {
        public var createAudioEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "createAudioEntry") }
        public var createEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "createEntry") }
        public var deleteEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "deleteEntry") }
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "search") }
        public var updateEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "updateEntry") }
    }

    /// The intent schemas of the `.mail` domain.
    public struct Mail: Sendable {
        public var archiveMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "archiveMail") }
        public var createDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "createDraft") }
        public var deleteDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "deleteDraft") }
        public var deleteMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "deleteMail") }
        public var forwardMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "forwardMail") }
        public var replyMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "replyMail") }
        public var saveDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "saveDraft") }
        public var sendDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "sendDraft") }
        public var updateDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "updateDraft") }
        public var updateMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "updateMail") }
    }

    /// The intent schemas of the `.photos` domain.
    public struct Photos: Sendable {
        public var addAssetsToAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "addAssetsToAlbum") }
        public var cleanupPhoto: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "cleanupPhoto") }
        public var copyEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "copyEdits") }
        public var createAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "createAlbum") }
        public var createAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "createAssets") }
        public var crop: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "crop") }
        public var deleteAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "deleteAlbum") }
        public var deleteAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "deleteAssets") }
        public var duplicateAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "duplicateAssets") }
        public var openAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "openAlbum") }
        public var openAsset: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "openAsset") }
        public var pasteEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "pasteEdits") }
        public var postToSharedAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "postToSharedAlbum") }
        public var removeAssetsFromAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "removeAssetsFromAlbum") }
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "search") }
        public var setDepth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setDepth") }
        public var setExposure: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setExposure") }
        public var setFilter: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setFilter") }
        public var setRotation: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setRotation") }
        public var setSaturation: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setSaturation") }
        public var setWarmth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setWarmth") }
        public var straighten: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "straighten") }
        public var toggleDepth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "toggleDepth") }
        public var toggleSuggestedEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "toggleSuggestedEdits") }
        public var updateAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateAlbum") }
        public var updateAsset: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateAsset") }
        public var updateRecognizedPerson: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateRecognizedPerson") }
    }

    /// The intent schemas of the `.presentation` domain.
    public struct Presentation: Sendable {
        public var addAudioToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addAudioToSlide") }
        public var addCommentToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addCommentToSlide") }
        public var addImageToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addImageToSlide") }
        public var addTextBoxToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addTextBoxToSlide") }
        public var addVideoToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addVideoToSlide") }
        public var addWebVideoToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addWebVideoToSlide") }
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "create") }
        public var createSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "createSlide") }
        public var deleteSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "deleteSlide") }
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "open") }
        public var openSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "openSlide") }
        public var setSlideTitle: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "setSlideTitle") }
        public var startPlayback: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "startPlayback") }
        public var stopPlayback: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "stopPlayback") }
        public var update: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "update") }
    }

    /// The intent schemas of the `.reader` domain.
    public struct Reader: Sendable {
        public var deletePages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "deletePages") }
        public var enhanceDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "enhanceDocuments") }
        public var insertPages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "insertPages") }
        public var openDocument: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "openDocument") }
        public var openPage: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "openPage") }
        public var resizeDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "resizeDocuments") }
        public var rotateDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "rotateDocuments") }
        public var rotatePages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "rotatePages") }
        public var searchDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "searchDocuments") }
    }

    /// The intent schemas of the `.spreadsheet` domain.
    public struct Spreadsheet: Sendable {
        public var addAudioToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addAudioToSheet") }
        public var addCommentToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addCommentToSheet") }
        public var addImageToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addImageToSheet") }
        public var addTextBoxToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addTextBoxToSheet") }
        public var addVideoToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addVideoToSheet") }
        public var addWebVideoToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addWebVideoToSheet") }
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "create") }
        public var createSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "createSheet") }
        public var delete: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "delete") }
        public var deleteSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "deleteSheet") }
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "open") }
        public var openSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "openSheet") }
        public var update: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "update") }
        public var updateSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "updateSheet") }
    }

    /// The intent schemas of the `.system` domain.
    public struct System: Sendable {
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "system", member: "open") }
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "system", member: "search") }
    }

    /// The intent schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        public var createBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "createBoard") }
        public var createItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "createItem") }
        public var deleteBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "deleteBoard") }
        public var deleteItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "deleteItem") }
        public var openBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "openBoard") }
        public var updateBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "updateBoard") }
        public var updateItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "updateItem") }
    }

    /// The intent schemas of the `.wordProcessor` domain.
    public struct WordProcessor: Sendable {
        public var addAudioToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addAudioToPage") }
        public var addImageToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addImageToPage") }
        public var addTextBoxToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addTextBoxToPage") }
        public var addVideoToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addVideoToPage") }
        public var addWebVideoToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addWebVideoToPage") }
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "create") }
        public var createPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "createPage") }
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "open") }
        public var openPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "openPage") }
    }

    /// The intent schemas of the `.calendar` domain.
    public struct Calendar: Sendable {
        public var createEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "createEvent") }
        public var deleteEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "deleteEvent") }
        public var updateEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "updateEvent") }
    }

    /// The intent schemas of the `.notes` domain.
    public struct Notes: Sendable {
        public var createNote: AppSchemaIntent { AppSchemaIntent(domain: "notes", member: "createNote") }
        public var updateNote: AppSchemaIntent { AppSchemaIntent(domain: "notes", member: "updateNote") }
    }

    /// The intent schemas of the `.messages` domain.
    public struct Messages: Sendable {
        public var draftMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "draftMessage") }
        public var editSentMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "editSentMessage") }
        public var sendMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "sendMessage") }
        public var setMessageReadStatus: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "setMessageReadStatus") }
        public var unsendMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "unsendMessage") }
    }
}

extension AppSchemaEntity {
    /// The `.books` domain's entity schemas.
    public static var books: Books { Books() }
    /// The `.browser` domain's entity schemas.
    public static var browser: Browser { Browser() }
    /// The `.files` domain's entity schemas.
    public static var files: Files { Files() }
    /// The `.journal` domain's entity schemas.
    public static var journal: Journal { Journal() }
    /// The `.mail` domain's entity schemas.
    public static var mail: Mail { Mail() }
    /// The `.photos` domain's entity schemas.
    public static var photos: Photos { Photos() }
    /// The `.presentation` domain's entity schemas.
    public static var presentation: Presentation { Presentation() }
    /// The `.reader` domain's entity schemas.
    public static var reader: Reader { Reader() }
    /// The `.spreadsheet` domain's entity schemas.
    public static var spreadsheet: Spreadsheet { Spreadsheet() }
    /// The `.whiteboard` domain's entity schemas.
    public static var whiteboard: Whiteboard { Whiteboard() }
    /// The `.wordProcessor` domain's entity schemas.
    public static var wordProcessor: WordProcessor { WordProcessor() }
    /// The `.messages` domain's entity schemas.
    public static var messages: Messages { Messages() }

    /// The entity schemas of the `.books` domain.
    public struct Books: Sendable {
        public var audiobook: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "audiobook") }
        public var book: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "book") }
        public var settings: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "settings") }
    }

    /// The entity schemas of the `.browser` domain.
    public struct Browser: Sendable {
        public var bookmark: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "bookmark") }
        public var tab: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "tab") }
        public var window: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "window") }
    }

    /// The entity schemas of the `.files` domain.
    public struct Files: Sendable {
        public var file: AppSchemaEntity { AppSchemaEntity(domain: "files", member: "file") }
    }

    /// The entity schemas of the `.journal` domain.
    public struct Journal: Sendable {
        public var entry: AppSchemaEntity { AppSchemaEntity(domain: "journal", member: "entry") }
    }

    /// The entity schemas of the `.mail` domain.
    public struct Mail: Sendable {
        public var account: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "account") }
        public var draft: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "draft") }
        public var mailbox: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "mailbox") }
        public var message: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "message") }
    }

    /// The entity schemas of the `.photos` domain.
    public struct Photos: Sendable {
        public var album: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "album") }
        public var asset: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "asset") }
        public var recognizedPerson: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "recognizedPerson") }
    }

    /// The entity schemas of the `.presentation` domain.
    public struct Presentation: Sendable {
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "document") }
        public var slide: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "slide") }
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "template") }
    }

    /// The entity schemas of the `.reader` domain.
    public struct Reader: Sendable {
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "reader", member: "document") }
        public var page: AppSchemaEntity { AppSchemaEntity(domain: "reader", member: "page") }
    }

    /// The entity schemas of the `.spreadsheet` domain.
    public struct Spreadsheet: Sendable {
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "document") }
        public var sheet: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "sheet") }
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "template") }
    }

    /// The entity schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        public var board: AppSchemaEntity { AppSchemaEntity(domain: "whiteboard", member: "board") }
        public var item: AppSchemaEntity { AppSchemaEntity(domain: "whiteboard", member: "item") }
    }

    /// The entity schemas of the `.wordProcessor` domain.
    public struct WordProcessor: Sendable {
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "document") }
        public var page: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "page") }
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "template") }
    }

    /// The entity schemas of the `.messages` domain.
    public struct Messages: Sendable {
        public var conversation: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "conversation") }
        public var customAttachment: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "customAttachment") }
        public var message: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "message") }
        public var messagePerson: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "messagePerson") }
    }
}

extension AppSchemaEnum {
    /// The `.books` domain's enum schemas.
    public static var books: Books { Books() }
    /// The `.browser` domain's enum schemas.
    public static var browser: Browser { Browser() }
    /// The `.camera` domain's enum schemas.
    public static var camera: Camera { Camera() }
    /// The `.photos` domain's enum schemas.
    public static var photos: Photos { Photos() }
    /// The `.reader` domain's enum schemas.
    public static var reader: Reader { Reader() }
    /// The `.whiteboard` domain's enum schemas.
    public static var whiteboard: Whiteboard { Whiteboard() }
    /// The `.messages` domain's enum schemas.
    public static var messages: Messages { Messages() }

    /// The enum schemas of the `.books` domain.
    public struct Books: Sendable {
        public var contentType: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "contentType") }
        public var font: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "font") }
        public var fontSize: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "fontSize") }
        public var navigationDirection: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "navigationDirection") }
        public var pageNavigationSetting: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "pageNavigationSetting") }
        public var relativeCharacterSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeCharacterSpacingChange") }
        public var relativeFontChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeFontChange") }
        public var relativeLineSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeLineSpacingChange") }
        public var relativeWordSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeWordSpacingChange") }
        public var theme: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "theme") }
    }

    /// The enum schemas of the `.browser` domain.
    public struct Browser: Sendable {
        public var clearHistoryTimeFrame: AppSchemaEnum { AppSchemaEnum(domain: "browser", member: "clearHistoryTimeFrame") }
    }

    /// The enum schemas of the `.camera` domain.
    public struct Camera: Sendable {
        public var captureDevice: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureDevice") }
        public var captureDuration: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureDuration") }
        public var captureMode: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureMode") }
    }

    /// The enum schemas of the `.photos` domain.
    public struct Photos: Sendable {
        public var albumType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "albumType") }
        public var assetType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "assetType") }
        public var filterType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "filterType") }
        public var rotationDirection: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "rotationDirection") }
    }

    /// The enum schemas of the `.reader` domain.
    public struct Reader: Sendable {
        public var documentKind: AppSchemaEnum { AppSchemaEnum(domain: "reader", member: "documentKind") }
    }

    /// The enum schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        public var color: AppSchemaEnum { AppSchemaEnum(domain: "whiteboard", member: "color") }
        public var itemType: AppSchemaEnum { AppSchemaEnum(domain: "whiteboard", member: "itemType") }
    }

    /// The enum schemas of the `.messages` domain.
    public struct Messages: Sendable {
        public var conversationAttribute: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "conversationAttribute") }
        public var customReaction: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "customReaction") }
        public var messageAttribute: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageAttribute") }
        public var messageEffect: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageEffect") }
        public var messageType: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageType") }
    }
}
