/// The smallest stand-in for SwiftUI's `View`, so snippet results compile where SwiftUI does not exist.
///
/// On Linux there is no SwiftUI. A snippet type that conforms to this `View` (and, on Apple
/// platforms, to SwiftUI's) can be passed to `.result(dialog:view:)`; the runner records that a
/// snippet was shown but does not render it. `Text` and `EmptyView` are the SwiftUI views provided,
/// with a `ViewBuilder` for one view.
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

/// A stand-in for SwiftUI's `EmptyView`: a view that shows nothing.
public struct EmptyView: View, Hashable {
    /// Creates an empty view.
    public init() {}
}

/// `Never` is a view, as in SwiftUI, so results and views that carry none type-check.
extension Never: View {}

/// A stand-in for SwiftUI's `ViewBuilder`, enough for `.result(dialog:) { SnippetView() }`.
///
/// It builds one view, an empty closure (an `EmptyView`), or a choice between two views of the same type.
@resultBuilder
public enum ViewBuilder {
    /// Joins the parts of a block, in order.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Joins the parts of a block, in order.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// The view of the first branch of an `if`–`else`.
    public static func buildEither<Content: View>(first content: Content) -> Content { content }
    /// The view of the second branch of an `if`–`else`.
    public static func buildEither<Content: View>(second content: Content) -> Content { content }
}
