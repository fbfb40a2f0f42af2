import Foundation

extension MetadataDocument {
    /// The document as JSON: pretty-printed, keys sorted, definitions sorted by identifier, ending in a newline.
    ///
    /// The same document always gives the same bytes, whatever order its definitions were added in.
    ///
    /// - Throws: `EncodingError` if a number is not finite (JSON cannot hold NaN or infinity).
    public func jsonString() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
