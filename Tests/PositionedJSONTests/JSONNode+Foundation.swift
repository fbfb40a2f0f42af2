import Foundation
import PositionedJSON

extension JSONNode {
    /// The value as Foundation objects, to compare with what `JSONSerialization` reads.
    var foundationValue: NSObject {
        switch value {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .number(let text): NSNumber(value: Double(text)!)
        case .string(let text): text as NSString
        case .array(let elements): elements.map(\.foundationValue) as NSArray
        case .object(let object):
            Dictionary(object.members.map { ($0.key, $0.value.foundationValue) }, uniquingKeysWith: { _, last in last }) as NSDictionary
        }
    }
}
