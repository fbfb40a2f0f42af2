extension String {
    /// Whether the name starts with an uppercase letter, as a type's does by convention.
    ///
    /// An ASCII first letter is tested on its byte; only another one is looked up in Unicode's properties (the
    /// check runs for every name met on the way from every literal).
    var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}
