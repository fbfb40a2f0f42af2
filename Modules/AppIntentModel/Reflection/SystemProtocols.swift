import IntentMetadata

/// The App Intents protocols a type adopts beyond `AppIntent`, `AppEntity` or `AppEnum`, as the metadata document names them.
enum SystemProtocols {
    /// The intent protocols `type` conforms to, directly or through a refinement or a macro.
    static func of(intent type: any AppIntent.Type) -> [IntentSystemProtocol] {
        let checks: [(Bool, IntentSystemProtocol)] = [
            (type is any AudioPlaybackIntent.Type, .audioPlayback),
            (type is any AudioRecordingIntent.Type, .audioRecording),
            (type is any CameraCaptureIntent.Type, .cameraCapture),
            (type is any ControlConfigurationIntent.Type, .controlConfiguration),
            (type is any DeleteIntent.Type, .delete),
            (type is any ForegroundContinuableIntent.Type, .foregroundContinuable),
            (type is any LiveActivityIntent.Type, .liveActivity),
            (type is any OpenIntent.Type, .open),
            (type is any PlayVideoIntent.Type, .playVideo),
            (type is any PredictableIntent.Type, .predictable),
            (type is any ProgressReportingIntent.Type, .progressReporting),
            (type is any SetValueIntent.Type, .setValue),
            (type is any ShowInAppSearchResultsIntent.Type, .showInAppSearchResults),
            (type is any SnippetIntent.Type, .snippet),
            (type is any TargetContentProvidingIntent.Type, .targetContentProviding),
            (type is any UndoableIntent.Type, .undoable),
            (type is any URLRepresentableIntent.Type, .urlRepresentable),
        ]
        return checks.filter(\.0).map(\.1)
    }

    /// The entity protocols `type` conforms to.
    static func of(entity type: any AppEntity.Type) -> [EntitySystemProtocol] {
        let checks: [(Bool, EntitySystemProtocol)] = [
            (type is any FileEntity.Type, .file),
            (type is any IndexedEntity.Type, .indexed),
            (type is any UniqueAppEntity.Type, .unique),
            (type is any URLRepresentableEntity.Type, .urlRepresentable),
        ]
        return checks.filter(\.0).map(\.1)
    }

    /// The enum protocols `type` conforms to.
    static func of(enumeration type: any AppEnum.Type) -> [EnumSystemProtocol] {
        type is any URLRepresentableEnum.Type ? [.urlRepresentable] : []
    }
}
