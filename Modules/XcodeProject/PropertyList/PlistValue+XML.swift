import Foundation
import IntentLocalization

extension PlistValue {
    /// Reads the XML property list form of a project file with IntentLocalization's positioned XML reader.
    ///
    /// Xcode writes every scalar of a project as a string; integers, reals, booleans (`YES`/`NO`) and
    /// dates read from hand-made files become strings too, so the resolver sees one form.
    static func parseXML(_ bytes: [UInt8]) throws(PlistSyntaxError) -> PlistValue {
        var parser = PlistXMLParser(bytes)
        do {
            return PlistValue(try parser.parse())
        } catch {
            throw PlistSyntaxError(error.message, at: error.offset)
        }
    }

    private init(_ node: PlistNode) {
        offset = node.offset
        switch node.value {
        case .string(let text), .integer(let text), .real(let text), .date(let text):
            kind = .string(text)
        case .bool(let flag):
            kind = .string(flag ? "YES" : "NO")
        case .data(let base64):
            let compact = base64.filter { !$0.isWhitespace }
            kind = .data(Data(base64Encoded: compact).map { [UInt8]($0) } ?? [])
        case .array(let elements):
            kind = .array(elements.map(PlistValue.init))
        case .dictionary(let members):
            kind = .dictionary(PlistDictionary(members: members.map { member in
                .init(key: member.key, keyOffset: member.keyOffset, value: PlistValue(member.value))
            }))
        }
    }
}
