/// The smallest stand-in for SwiftUI's `View`, so snippet results compile where SwiftUI does not exist.
///
/// On Linux there is no SwiftUI. A snippet type that conforms to this `View` (and, on Apple
/// platforms, to SwiftUI's) can be passed to `.result(dialog:view:)`; the runner records that a
/// snippet was shown but does not render it. `Text` is the one SwiftUI view provided.
public protocol View: Sendable {}

/// A stand-in for SwiftUI's `Text`: a view that shows a string.
public struct Text: View, Hashable {
    /// The text shown.
    public var content: String

    /// Creates a text view.
    public init(_ content: String) {
        self.content = content
    }
}
