// The assistant schemas' domains and members as typed values, so `@AppIntent(schema: .books.openBook)`
// type-checks and an unknown member is a compile error, as with Apple's. The members are those of the
// iOS 18 domains of the App Intents reference's table, plus the newer ones the UseAssistantSchemas
// article (AppIntentModel.docc) lists (`.system.open`, `.calendar`, `.notes`, and the `.messages`
// members shipping apps use). Add a member by adding a line to its domain.

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
        /// The `.books.navigatePage` intent schema.
        public var navigatePage: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "navigatePage") }
        /// The `.books.openBook` intent schema.
        public var openBook: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "openBook") }
        /// The `.books.playAudiobook` intent schema.
        public var playAudiobook: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "playAudiobook") }
        /// The `.books.search` intent schema.
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "search") }
        /// The `.books.updateCharacterSpacing` intent schema.
        public var updateCharacterSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateCharacterSpacing") }
        /// The `.books.updateFontSize` intent schema.
        public var updateFontSize: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateFontSize") }
        /// The `.books.updateLineSpacing` intent schema.
        public var updateLineSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateLineSpacing") }
        /// The `.books.updateSettings` intent schema.
        public var updateSettings: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateSettings") }
        /// The `.books.updateWordSpacing` intent schema.
        public var updateWordSpacing: AppSchemaIntent { AppSchemaIntent(domain: "books", member: "updateWordSpacing") }
    }

    /// The intent schemas of the `.browser` domain.
    public struct Browser: Sendable {
        /// The `.browser.bookmarkTab` intent schema.
        public var bookmarkTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "bookmarkTab") }
        /// The `.browser.bookmarkURL` intent schema.
        public var bookmarkURL: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "bookmarkURL") }
        /// The `.browser.clearHistory` intent schema.
        public var clearHistory: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "clearHistory") }
        /// The `.browser.closeTabs` intent schema.
        public var closeTabs: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "closeTabs") }
        /// The `.browser.closeWindows` intent schema.
        public var closeWindows: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "closeWindows") }
        /// The `.browser.createTab` intent schema.
        public var createTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "createTab") }
        /// The `.browser.createWindow` intent schema.
        public var createWindow: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "createWindow") }
        /// The `.browser.deleteBookmarks` intent schema.
        public var deleteBookmarks: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "deleteBookmarks") }
        /// The `.browser.findOnPage` intent schema.
        public var findOnPage: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "findOnPage") }
        /// The `.browser.openBookmark` intent schema.
        public var openBookmark: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "openBookmark") }
        /// The `.browser.openURLInTab` intent schema.
        public var openURLInTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "openURLInTab") }
        /// The `.browser.search` intent schema.
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "search") }
        /// The `.browser.switchTab` intent schema.
        public var switchTab: AppSchemaIntent { AppSchemaIntent(domain: "browser", member: "switchTab") }
    }

    /// The intent schemas of the `.camera` domain.
    public struct Camera: Sendable {
        /// The `.camera.openInCaptureMode` intent schema.
        public var openInCaptureMode: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "openInCaptureMode") }
        /// The `.camera.setDevice` intent schema.
        public var setDevice: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "setDevice") }
        /// The `.camera.startCapture` intent schema.
        public var startCapture: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "startCapture") }
        /// The `.camera.stopCapture` intent schema.
        public var stopCapture: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "stopCapture") }
        /// The `.camera.switchDevice` intent schema.
        public var switchDevice: AppSchemaIntent { AppSchemaIntent(domain: "camera", member: "switchDevice") }
    }

    /// The intent schemas of the `.files` domain.
    public struct Files: Sendable {
        /// The `.files.createFolder` intent schema.
        public var createFolder: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "createFolder") }
        /// The `.files.deleteFiles` intent schema.
        public var deleteFiles: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "deleteFiles") }
        /// The `.files.moveFiles` intent schema.
        public var moveFiles: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "moveFiles") }
        /// The `.files.openFile` intent schema.
        public var openFile: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "openFile") }
        /// The `.files.renameFile` intent schema.
        public var renameFile: AppSchemaIntent { AppSchemaIntent(domain: "files", member: "renameFile") }
    }

    /// The intent schemas of the `.journal` domain.
    public struct Journal: Sendable {
        /// The `.journal.createAudioEntry` intent schema.
        public var createAudioEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "createAudioEntry") }
        /// The `.journal.createEntry` intent schema.
        public var createEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "createEntry") }
        /// The `.journal.deleteEntry` intent schema.
        public var deleteEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "deleteEntry") }
        /// The `.journal.search` intent schema.
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "search") }
        /// The `.journal.updateEntry` intent schema.
        public var updateEntry: AppSchemaIntent { AppSchemaIntent(domain: "journal", member: "updateEntry") }
    }

    /// The intent schemas of the `.mail` domain.
    public struct Mail: Sendable {
        /// The `.mail.archiveMail` intent schema.
        public var archiveMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "archiveMail") }
        /// The `.mail.createDraft` intent schema.
        public var createDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "createDraft") }
        /// The `.mail.deleteDraft` intent schema.
        public var deleteDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "deleteDraft") }
        /// The `.mail.deleteMail` intent schema.
        public var deleteMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "deleteMail") }
        /// The `.mail.forwardMail` intent schema.
        public var forwardMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "forwardMail") }
        /// The `.mail.replyMail` intent schema.
        public var replyMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "replyMail") }
        /// The `.mail.saveDraft` intent schema.
        public var saveDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "saveDraft") }
        /// The `.mail.sendDraft` intent schema.
        public var sendDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "sendDraft") }
        /// The `.mail.updateDraft` intent schema.
        public var updateDraft: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "updateDraft") }
        /// The `.mail.updateMail` intent schema.
        public var updateMail: AppSchemaIntent { AppSchemaIntent(domain: "mail", member: "updateMail") }
    }

    /// The intent schemas of the `.photos` domain.
    public struct Photos: Sendable {
        /// The `.photos.addAssetsToAlbum` intent schema.
        public var addAssetsToAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "addAssetsToAlbum") }
        /// The `.photos.cleanupPhoto` intent schema.
        public var cleanupPhoto: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "cleanupPhoto") }
        /// The `.photos.copyEdits` intent schema.
        public var copyEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "copyEdits") }
        /// The `.photos.createAlbum` intent schema.
        public var createAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "createAlbum") }
        /// The `.photos.createAssets` intent schema.
        public var createAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "createAssets") }
        /// The `.photos.crop` intent schema.
        public var crop: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "crop") }
        /// The `.photos.deleteAlbum` intent schema.
        public var deleteAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "deleteAlbum") }
        /// The `.photos.deleteAssets` intent schema.
        public var deleteAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "deleteAssets") }
        /// The `.photos.duplicateAssets` intent schema.
        public var duplicateAssets: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "duplicateAssets") }
        /// The `.photos.openAlbum` intent schema.
        public var openAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "openAlbum") }
        /// The `.photos.openAsset` intent schema.
        public var openAsset: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "openAsset") }
        /// The `.photos.pasteEdits` intent schema.
        public var pasteEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "pasteEdits") }
        /// The `.photos.postToSharedAlbum` intent schema.
        public var postToSharedAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "postToSharedAlbum") }
        /// The `.photos.removeAssetsFromAlbum` intent schema.
        public var removeAssetsFromAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "removeAssetsFromAlbum") }
        /// The `.photos.search` intent schema.
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "search") }
        /// The `.photos.setDepth` intent schema.
        public var setDepth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setDepth") }
        /// The `.photos.setExposure` intent schema.
        public var setExposure: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setExposure") }
        /// The `.photos.setFilter` intent schema.
        public var setFilter: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setFilter") }
        /// The `.photos.setRotation` intent schema.
        public var setRotation: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setRotation") }
        /// The `.photos.setSaturation` intent schema.
        public var setSaturation: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setSaturation") }
        /// The `.photos.setWarmth` intent schema.
        public var setWarmth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "setWarmth") }
        /// The `.photos.straighten` intent schema.
        public var straighten: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "straighten") }
        /// The `.photos.toggleDepth` intent schema.
        public var toggleDepth: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "toggleDepth") }
        /// The `.photos.toggleSuggestedEdits` intent schema.
        public var toggleSuggestedEdits: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "toggleSuggestedEdits") }
        /// The `.photos.updateAlbum` intent schema.
        public var updateAlbum: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateAlbum") }
        /// The `.photos.updateAsset` intent schema.
        public var updateAsset: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateAsset") }
        /// The `.photos.updateRecognizedPerson` intent schema.
        public var updateRecognizedPerson: AppSchemaIntent { AppSchemaIntent(domain: "photos", member: "updateRecognizedPerson") }
    }

    /// The intent schemas of the `.presentation` domain.
    public struct Presentation: Sendable {
        /// The `.presentation.addAudioToSlide` intent schema.
        public var addAudioToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addAudioToSlide") }
        /// The `.presentation.addCommentToSlide` intent schema.
        public var addCommentToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addCommentToSlide") }
        /// The `.presentation.addImageToSlide` intent schema.
        public var addImageToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addImageToSlide") }
        /// The `.presentation.addTextBoxToSlide` intent schema.
        public var addTextBoxToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addTextBoxToSlide") }
        /// The `.presentation.addVideoToSlide` intent schema.
        public var addVideoToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addVideoToSlide") }
        /// The `.presentation.addWebVideoToSlide` intent schema.
        public var addWebVideoToSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "addWebVideoToSlide") }
        /// The `.presentation.create` intent schema.
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "create") }
        /// The `.presentation.createSlide` intent schema.
        public var createSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "createSlide") }
        /// The `.presentation.deleteSlide` intent schema.
        public var deleteSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "deleteSlide") }
        /// The `.presentation.open` intent schema.
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "open") }
        /// The `.presentation.openSlide` intent schema.
        public var openSlide: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "openSlide") }
        /// The `.presentation.setSlideTitle` intent schema.
        public var setSlideTitle: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "setSlideTitle") }
        /// The `.presentation.startPlayback` intent schema.
        public var startPlayback: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "startPlayback") }
        /// The `.presentation.stopPlayback` intent schema.
        public var stopPlayback: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "stopPlayback") }
        /// The `.presentation.update` intent schema.
        public var update: AppSchemaIntent { AppSchemaIntent(domain: "presentation", member: "update") }
    }

    /// The intent schemas of the `.reader` domain.
    public struct Reader: Sendable {
        /// The `.reader.deletePages` intent schema.
        public var deletePages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "deletePages") }
        /// The `.reader.enhanceDocuments` intent schema.
        public var enhanceDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "enhanceDocuments") }
        /// The `.reader.insertPages` intent schema.
        public var insertPages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "insertPages") }
        /// The `.reader.openDocument` intent schema.
        public var openDocument: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "openDocument") }
        /// The `.reader.openPage` intent schema.
        public var openPage: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "openPage") }
        /// The `.reader.resizeDocuments` intent schema.
        public var resizeDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "resizeDocuments") }
        /// The `.reader.rotateDocuments` intent schema.
        public var rotateDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "rotateDocuments") }
        /// The `.reader.rotatePages` intent schema.
        public var rotatePages: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "rotatePages") }
        /// The `.reader.searchDocuments` intent schema.
        public var searchDocuments: AppSchemaIntent { AppSchemaIntent(domain: "reader", member: "searchDocuments") }
    }

    /// The intent schemas of the `.spreadsheet` domain.
    public struct Spreadsheet: Sendable {
        /// The `.spreadsheet.addAudioToSheet` intent schema.
        public var addAudioToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addAudioToSheet") }
        /// The `.spreadsheet.addCommentToSheet` intent schema.
        public var addCommentToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addCommentToSheet") }
        /// The `.spreadsheet.addImageToSheet` intent schema.
        public var addImageToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addImageToSheet") }
        /// The `.spreadsheet.addTextBoxToSheet` intent schema.
        public var addTextBoxToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addTextBoxToSheet") }
        /// The `.spreadsheet.addVideoToSheet` intent schema.
        public var addVideoToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addVideoToSheet") }
        /// The `.spreadsheet.addWebVideoToSheet` intent schema.
        public var addWebVideoToSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "addWebVideoToSheet") }
        /// The `.spreadsheet.create` intent schema.
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "create") }
        /// The `.spreadsheet.createSheet` intent schema.
        public var createSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "createSheet") }
        /// The `.spreadsheet.delete` intent schema.
        public var delete: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "delete") }
        /// The `.spreadsheet.deleteSheet` intent schema.
        public var deleteSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "deleteSheet") }
        /// The `.spreadsheet.open` intent schema.
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "open") }
        /// The `.spreadsheet.openSheet` intent schema.
        public var openSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "openSheet") }
        /// The `.spreadsheet.update` intent schema.
        public var update: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "update") }
        /// The `.spreadsheet.updateSheet` intent schema.
        public var updateSheet: AppSchemaIntent { AppSchemaIntent(domain: "spreadsheet", member: "updateSheet") }
    }

    /// The intent schemas of the `.system` domain.
    public struct System: Sendable {
        /// The `.system.open` intent schema.
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "system", member: "open") }
        /// The `.system.search` intent schema.
        public var search: AppSchemaIntent { AppSchemaIntent(domain: "system", member: "search") }
    }

    /// The intent schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        /// The `.whiteboard.createBoard` intent schema.
        public var createBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "createBoard") }
        /// The `.whiteboard.createItem` intent schema.
        public var createItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "createItem") }
        /// The `.whiteboard.deleteBoard` intent schema.
        public var deleteBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "deleteBoard") }
        /// The `.whiteboard.deleteItem` intent schema.
        public var deleteItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "deleteItem") }
        /// The `.whiteboard.openBoard` intent schema.
        public var openBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "openBoard") }
        /// The `.whiteboard.updateBoard` intent schema.
        public var updateBoard: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "updateBoard") }
        /// The `.whiteboard.updateItem` intent schema.
        public var updateItem: AppSchemaIntent { AppSchemaIntent(domain: "whiteboard", member: "updateItem") }
    }

    /// The intent schemas of the `.wordProcessor` domain.
    public struct WordProcessor: Sendable {
        /// The `.wordProcessor.addAudioToPage` intent schema.
        public var addAudioToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addAudioToPage") }
        /// The `.wordProcessor.addImageToPage` intent schema.
        public var addImageToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addImageToPage") }
        /// The `.wordProcessor.addTextBoxToPage` intent schema.
        public var addTextBoxToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addTextBoxToPage") }
        /// The `.wordProcessor.addVideoToPage` intent schema.
        public var addVideoToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addVideoToPage") }
        /// The `.wordProcessor.addWebVideoToPage` intent schema.
        public var addWebVideoToPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "addWebVideoToPage") }
        /// The `.wordProcessor.create` intent schema.
        public var create: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "create") }
        /// The `.wordProcessor.createPage` intent schema.
        public var createPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "createPage") }
        /// The `.wordProcessor.open` intent schema.
        public var open: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "open") }
        /// The `.wordProcessor.openPage` intent schema.
        public var openPage: AppSchemaIntent { AppSchemaIntent(domain: "wordProcessor", member: "openPage") }
    }

    /// The intent schemas of the `.calendar` domain.
    public struct Calendar: Sendable {
        /// The `.calendar.createEvent` intent schema.
        public var createEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "createEvent") }
        /// The `.calendar.deleteEvent` intent schema.
        public var deleteEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "deleteEvent") }
        /// The `.calendar.updateEvent` intent schema.
        public var updateEvent: AppSchemaIntent { AppSchemaIntent(domain: "calendar", member: "updateEvent") }
    }

    /// The intent schemas of the `.notes` domain.
    public struct Notes: Sendable {
        /// The `.notes.createNote` intent schema.
        public var createNote: AppSchemaIntent { AppSchemaIntent(domain: "notes", member: "createNote") }
        /// The `.notes.updateNote` intent schema.
        public var updateNote: AppSchemaIntent { AppSchemaIntent(domain: "notes", member: "updateNote") }
    }

    /// The intent schemas of the `.messages` domain.
    public struct Messages: Sendable {
        /// The `.messages.draftMessage` intent schema.
        public var draftMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "draftMessage") }
        /// The `.messages.editSentMessage` intent schema.
        public var editSentMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "editSentMessage") }
        /// The `.messages.sendMessage` intent schema.
        public var sendMessage: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "sendMessage") }
        /// The `.messages.setMessageReadStatus` intent schema.
        public var setMessageReadStatus: AppSchemaIntent { AppSchemaIntent(domain: "messages", member: "setMessageReadStatus") }
        /// The `.messages.unsendMessage` intent schema.
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
        /// The `.books.audiobook` entity schema.
        public var audiobook: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "audiobook") }
        /// The `.books.book` entity schema.
        public var book: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "book") }
        /// The `.books.settings` entity schema.
        public var settings: AppSchemaEntity { AppSchemaEntity(domain: "books", member: "settings") }
    }

    /// The entity schemas of the `.browser` domain.
    public struct Browser: Sendable {
        /// The `.browser.bookmark` entity schema.
        public var bookmark: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "bookmark") }
        /// The `.browser.tab` entity schema.
        public var tab: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "tab") }
        /// The `.browser.window` entity schema.
        public var window: AppSchemaEntity { AppSchemaEntity(domain: "browser", member: "window") }
    }

    /// The entity schemas of the `.files` domain.
    public struct Files: Sendable {
        /// The `.files.file` entity schema.
        public var file: AppSchemaEntity { AppSchemaEntity(domain: "files", member: "file") }
    }

    /// The entity schemas of the `.journal` domain.
    public struct Journal: Sendable {
        /// The `.journal.entry` entity schema.
        public var entry: AppSchemaEntity { AppSchemaEntity(domain: "journal", member: "entry") }
    }

    /// The entity schemas of the `.mail` domain.
    public struct Mail: Sendable {
        /// The `.mail.account` entity schema.
        public var account: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "account") }
        /// The `.mail.draft` entity schema.
        public var draft: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "draft") }
        /// The `.mail.mailbox` entity schema.
        public var mailbox: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "mailbox") }
        /// The `.mail.message` entity schema.
        public var message: AppSchemaEntity { AppSchemaEntity(domain: "mail", member: "message") }
    }

    /// The entity schemas of the `.photos` domain.
    public struct Photos: Sendable {
        /// The `.photos.album` entity schema.
        public var album: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "album") }
        /// The `.photos.asset` entity schema.
        public var asset: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "asset") }
        /// The `.photos.recognizedPerson` entity schema.
        public var recognizedPerson: AppSchemaEntity { AppSchemaEntity(domain: "photos", member: "recognizedPerson") }
    }

    /// The entity schemas of the `.presentation` domain.
    public struct Presentation: Sendable {
        /// The `.presentation.document` entity schema.
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "document") }
        /// The `.presentation.slide` entity schema.
        public var slide: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "slide") }
        /// The `.presentation.template` entity schema.
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "presentation", member: "template") }
    }

    /// The entity schemas of the `.reader` domain.
    public struct Reader: Sendable {
        /// The `.reader.document` entity schema.
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "reader", member: "document") }
        /// The `.reader.page` entity schema.
        public var page: AppSchemaEntity { AppSchemaEntity(domain: "reader", member: "page") }
    }

    /// The entity schemas of the `.spreadsheet` domain.
    public struct Spreadsheet: Sendable {
        /// The `.spreadsheet.document` entity schema.
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "document") }
        /// The `.spreadsheet.sheet` entity schema.
        public var sheet: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "sheet") }
        /// The `.spreadsheet.template` entity schema.
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "spreadsheet", member: "template") }
    }

    /// The entity schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        /// The `.whiteboard.board` entity schema.
        public var board: AppSchemaEntity { AppSchemaEntity(domain: "whiteboard", member: "board") }
        /// The `.whiteboard.item` entity schema.
        public var item: AppSchemaEntity { AppSchemaEntity(domain: "whiteboard", member: "item") }
    }

    /// The entity schemas of the `.wordProcessor` domain.
    public struct WordProcessor: Sendable {
        /// The `.wordProcessor.document` entity schema.
        public var document: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "document") }
        /// The `.wordProcessor.page` entity schema.
        public var page: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "page") }
        /// The `.wordProcessor.template` entity schema.
        public var template: AppSchemaEntity { AppSchemaEntity(domain: "wordProcessor", member: "template") }
    }

    /// The entity schemas of the `.messages` domain.
    public struct Messages: Sendable {
        /// The `.messages.conversation` entity schema.
        public var conversation: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "conversation") }
        /// The `.messages.customAttachment` entity schema.
        public var customAttachment: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "customAttachment") }
        /// The `.messages.message` entity schema.
        public var message: AppSchemaEntity { AppSchemaEntity(domain: "messages", member: "message") }
        /// The `.messages.messagePerson` entity schema.
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
        /// The `.books.contentType` enum schema.
        public var contentType: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "contentType") }
        /// The `.books.font` enum schema.
        public var font: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "font") }
        /// The `.books.fontSize` enum schema.
        public var fontSize: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "fontSize") }
        /// The `.books.navigationDirection` enum schema.
        public var navigationDirection: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "navigationDirection") }
        /// The `.books.pageNavigationSetting` enum schema.
        public var pageNavigationSetting: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "pageNavigationSetting") }
        /// The `.books.relativeCharacterSpacingChange` enum schema.
        public var relativeCharacterSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeCharacterSpacingChange") }
        /// The `.books.relativeFontChange` enum schema.
        public var relativeFontChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeFontChange") }
        /// The `.books.relativeLineSpacingChange` enum schema.
        public var relativeLineSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeLineSpacingChange") }
        /// The `.books.relativeWordSpacingChange` enum schema.
        public var relativeWordSpacingChange: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "relativeWordSpacingChange") }
        /// The `.books.theme` enum schema.
        public var theme: AppSchemaEnum { AppSchemaEnum(domain: "books", member: "theme") }
    }

    /// The enum schemas of the `.browser` domain.
    public struct Browser: Sendable {
        /// The `.browser.clearHistoryTimeFrame` enum schema.
        public var clearHistoryTimeFrame: AppSchemaEnum { AppSchemaEnum(domain: "browser", member: "clearHistoryTimeFrame") }
    }

    /// The enum schemas of the `.camera` domain.
    public struct Camera: Sendable {
        /// The `.camera.captureDevice` enum schema.
        public var captureDevice: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureDevice") }
        /// The `.camera.captureDuration` enum schema.
        public var captureDuration: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureDuration") }
        /// The `.camera.captureMode` enum schema.
        public var captureMode: AppSchemaEnum { AppSchemaEnum(domain: "camera", member: "captureMode") }
    }

    /// The enum schemas of the `.photos` domain.
    public struct Photos: Sendable {
        /// The `.photos.albumType` enum schema.
        public var albumType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "albumType") }
        /// The `.photos.assetType` enum schema.
        public var assetType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "assetType") }
        /// The `.photos.filterType` enum schema.
        public var filterType: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "filterType") }
        /// The `.photos.rotationDirection` enum schema.
        public var rotationDirection: AppSchemaEnum { AppSchemaEnum(domain: "photos", member: "rotationDirection") }
    }

    /// The enum schemas of the `.reader` domain.
    public struct Reader: Sendable {
        /// The `.reader.documentKind` enum schema.
        public var documentKind: AppSchemaEnum { AppSchemaEnum(domain: "reader", member: "documentKind") }
    }

    /// The enum schemas of the `.whiteboard` domain.
    public struct Whiteboard: Sendable {
        /// The `.whiteboard.color` enum schema.
        public var color: AppSchemaEnum { AppSchemaEnum(domain: "whiteboard", member: "color") }
        /// The `.whiteboard.itemType` enum schema.
        public var itemType: AppSchemaEnum { AppSchemaEnum(domain: "whiteboard", member: "itemType") }
    }

    /// The enum schemas of the `.messages` domain.
    public struct Messages: Sendable {
        /// The `.messages.conversationAttribute` enum schema.
        public var conversationAttribute: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "conversationAttribute") }
        /// The `.messages.customReaction` enum schema.
        public var customReaction: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "customReaction") }
        /// The `.messages.messageAttribute` enum schema.
        public var messageAttribute: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageAttribute") }
        /// The `.messages.messageEffect` enum schema.
        public var messageEffect: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageEffect") }
        /// The `.messages.messageType` enum schema.
        public var messageType: AppSchemaEnum { AppSchemaEnum(domain: "messages", member: "messageType") }
    }
}
