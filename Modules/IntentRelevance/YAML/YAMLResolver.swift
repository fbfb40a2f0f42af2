import Foundation

/// YAML 1.1's resolution of plain scalars, as Yams' default resolver does it: only to tell keys apart.
///
/// A schedule reads every value as the text written; this decides only whether a plain key and a
/// quoted one with the same text are the same key (`a` and `"a"` are, `1` and `"1"` are not).
enum YAMLResolver {
    private static let rules: [(tag: String, pattern: NSRegularExpression)] = [
        ("tag:yaml.org,2002:bool", #"^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"#),
        ("tag:yaml.org,2002:int", #"^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$"#),
        ("tag:yaml.org,2002:float", #"^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"#),
        ("tag:yaml.org,2002:merge", #"^(?:<<)$"#),
        ("tag:yaml.org,2002:null", #"^(?:~|null|Null|NULL|)$"#),
        ("tag:yaml.org,2002:timestamp", #"^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$"#),
        ("tag:yaml.org,2002:value", #"^(?:=)$"#),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1)) }

    /// The tag a plain scalar with this text resolves to (`tag:yaml.org,2002:str` when no rule matches).
    static func tag(of text: String) -> String {
        let range = NSRange(location: 0, length: text.utf16.count)
        for rule in rules where rule.pattern.firstMatch(in: text, range: range) != nil {
            return rule.tag
        }
        return "tag:yaml.org,2002:str"
    }
}
