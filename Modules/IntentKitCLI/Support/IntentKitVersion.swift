import Diagnostics

/// The version `intentkit --version` prints and reports name.
public enum IntentKitVersion {
    /// The current version.
    public static let current = "0.1.0-dev"

    /// The tool as reports name it.
    static let tool = ToolInfo(name: "intentkit", version: current)
}
