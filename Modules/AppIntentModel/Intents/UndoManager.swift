#if !canImport(Darwin)
import Foundation

/// A stand-in for Foundation's `UndoManager`, which swift-corelibs-foundation does not have: a stack of undo actions.
///
/// Enough for an `UndoableIntent` to register its undo (`registerUndo(withTarget:handler:)`,
/// `setActionName(_:)`) and for a test to undo it (`undo()`).
@MainActor
public final class UndoManager {
    private var actions: [(name: String, undo: () -> Void)] = []
    private var pendingName = ""

    /// Creates an empty undo manager.
    public init() {}

    /// Registers `handler` to undo the last change to `target`.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        actions.append((pendingName, { [weak target] in if let target { handler(target) } }))
        pendingName = ""
    }

    /// Names the action being registered (`Undo Add Entry`).
    public func setActionName(_ actionName: String) {
        if actions.isEmpty { pendingName = actionName } else { actions[actions.count - 1].name = actionName }
    }

    /// Whether there is something to undo.
    public var canUndo: Bool { !actions.isEmpty }

    /// The name of the action `undo()` would undo.
    public var undoActionName: String { actions.last?.name ?? "" }

    /// Undoes the last registered action.
    public func undo() {
        actions.popLast()?.undo()
    }
}
#endif
