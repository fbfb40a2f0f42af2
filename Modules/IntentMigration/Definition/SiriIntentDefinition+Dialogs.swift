extension SiriIntentDefinition {
    /// The type of what a dialog's `${token}` names in `intent`, or `nil` when it names nothing.
    ///
    /// A token names a response parameter, else an intent parameter, or a property of one (`${orderDetails.total}`,
    /// through custom types, as Xcode's dialog editor writes it). A plain `Object` has `identifier` and
    /// `displayString`, both strings; a path through an array names nothing.
    public func dialogValue(named token: String, in intent: SiriIntent) -> (type: SiriParameterType, isArray: Bool)? {
        let path = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = path.first, let parameter = intent.dialogParameter(named: first) else { return nil }
        var current = (type: parameter.type, isArray: parameter.isArray)
        for name in path.dropFirst() {
            guard !current.isArray else { return nil }
            switch current.type {
            case .object(let typeName):
                guard let property = type(named: typeName)?.properties.first(where: { $0.name == name }) else { return nil }
                current = (property.type, property.isArray)
            case .plainObject where name == "identifier" || name == "displayString":
                current = (.string, false)
            default:
                return nil
            }
        }
        return current
    }
}
