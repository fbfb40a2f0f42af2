import IntentLocalization

extension PlistNode {
    /// Whether the node is an empty `<data/>`: what Xcode writes for a value left unset, such as a maximum never entered.
    var isUnset: Bool {
        if case .data(let text) = value { return text.allSatisfy(\.isWhitespace) }
        return false
    }
}
