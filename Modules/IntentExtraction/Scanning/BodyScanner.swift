import Foundation

/// The lexical scan behind ``FunctionBodies`` and ``QuietBlocks``: it follows Swift's comments, literals and
/// brackets, and finds the outermost blocks that hold no string literal (and, in those that hold one, the
/// statements and members that do not), and the outermost blocks inside a declaration the declaration index does
/// not read (the bodies of functions, and the accessors of properties and subscripts).
struct BodyScanner {
    struct GaveUp: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The outermost blocks without a string literal inside a declaration the declaration index does not read (see
    /// ``QuietBlocks``), `{` to `}` included, in order.
    var bodies: [Range<Int>] = []
    /// The outermost blocks that would be quiet whatever they hold (every block inside a declaration the declaration
    /// index does not read), `{` to `}` included, in order.
    var opaqueBlocks: [Range<Int>] = []
    /// The outermost string and regex literals that span lines, in order (their lines' indentation is part of them).
    var multilineLiterals: [Range<Int>] = []
    /// The statements without a string literal in the blocks that hold one, each from its first token to the next
    /// statement's (or to the `}` closing its block), in order, neighbours merged. Only statements that start a line
    /// and that no declaration, directive or closure signature is part of; with ``cutsMembers``, also the members of a
    /// type without a literal, their attributes with them.
    var statementCuts: [Range<Int>] = []
    /// How deep string interpolations nest where the scan is; bounded, so hostile input cannot exhaust the stack.
    private var interpolations = 0
    /// How many string literals the scan has met: a block is quiet when the count is the same at both its braces.
    private var literals = 0

    /// Whether a type's members without a literal are cut out too (``statementCuts``).
    let cutsMembers: Bool
    /// Whether the accessors of a property extraction may read are kept whole, for the reader that reads them (App
    /// Intents extraction reads `static var parameterSummary: some ParameterSummary { … }`): a property one of whose
    /// declaration's words is a name in ``ReadMembers/staticProperties``. Every other property's and subscript's
    /// accessors are read as without it, a getter as a function body.
    let keepsAccessors: Bool
    /// Whether statements are followed at all (``statementCuts``); a scan for the opaque blocks alone
    /// (``reducedOpaque(_:)``, ``blankedUnread(_:)``) does not.
    let cutsStatements: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, cutsMembers: Bool = false, keepsAccessors: Bool = false, cutsStatements: Bool = true) {
        self.bytes = bytes
        self.cutsMembers = cutsMembers
        self.keepsAccessors = keepsAccessors
        self.cutsStatements = cutsStatements
    }

    /// The block a declaration is followed by.
    enum Awaited {
        /// A function's, initializer's or deinitializer's body.
        case body
        /// A property's or subscript's accessor block (or a getter's body).
        case accessors
        /// A type's member block.
        case members
    }

    /// The UTF-8 bytes of `text` with the inside of every outermost quiet block replaced by spaces (line breaks kept,
    /// so every offset, line and column stays where it was), and the blocks from `{` to `}` included; `nil` when
    /// there is none or the scan gave up.
    static func blankedQuiet(_ text: String) -> (bytes: [UInt8], ranges: [Range<Int>])? {
        var text = text
        return text.withUTF8 { source -> ([UInt8], [Range<Int>])? in
            var scanner = BodyScanner(bytes: source)
            guard (try? scanner.code(endingInterpolation: false)) != nil, !scanner.bodies.isEmpty else { return nil }
            return (blanking(scanner.bodies, in: source), scanner.bodies)
        }
    }

    /// The UTF-8 bytes of `text` with the inside of every outermost block extraction never reads replaced by spaces
    /// (line breaks kept), and those blocks from `{` to `}` included: the blocks ``readForEveryReader(_:)`` empties
    /// whatever they hold, from a scan that follows no statement; `nil` when there is none or the scan gave up.
    static func blankedUnread(_ text: String) -> (bytes: [UInt8], ranges: [Range<Int>])? {
        var text = text
        return text.withUTF8 { source -> ([UInt8], [Range<Int>])? in
            var scanner = BodyScanner(bytes: source, keepsAccessors: true, cutsStatements: false)
            guard (try? scanner.code(endingInterpolation: false)) != nil, !scanner.opaqueBlocks.isEmpty else { return nil }
            return (blanking(scanner.opaqueBlocks, in: source), scanner.opaqueBlocks)
        }
    }

    /// `text` reduced twice from one scan (``ReducedSource``), its quiet blocks emptied, and every outermost block
    /// inside a declaration the declaration index does not read emptied, whatever it holds; `nil` when the scan gave
    /// up.
    static func reducedTwice(_ text: String, cuttingMembers: Bool) -> (quiet: ReducedSource, opaque: ReducedSource)? {
        var text = text
        return text.withUTF8 { source in
            var scanner = BodyScanner(bytes: source, cutsMembers: cuttingMembers)
            guard (try? scanner.code(endingInterpolation: false)) != nil else { return nil }
            return (ReducedSource(source, emptying: scanner.bodies, cutting: scanner.statementCuts, keeping: scanner.multilineLiterals),
                    ReducedSource(source, emptying: scanner.opaqueBlocks, keeping: scanner.multilineLiterals))
        }
    }

    /// `text` with every outermost block inside a declaration the declaration index does not read emptied, whatever
    /// it holds (the second reduction of ``reducedTwice(_:cuttingMembers:)``), from a scan that follows no statement;
    /// `nil` when the scan gave up.
    static func reducedOpaque(_ text: String) -> ReducedSource? {
        var text = text
        return text.withUTF8 { source in
            var scanner = BodyScanner(bytes: source, cutsStatements: false)
            guard (try? scanner.code(endingInterpolation: false)) != nil else { return nil }
            return ReducedSource(source, emptying: scanner.opaqueBlocks, keeping: scanner.multilineLiterals)
        }
    }

    /// `text` reduced for every reader of a run (``ReducedSource``): its quiet blocks inside functions and getters
    /// emptied and their statements without a literal cut out, as for the strings, but every type's members and the
    /// accessors of every property extraction may read kept whole (``keepsAccessors``), as App Intents extraction
    /// reads them; `nil` when the scan gave up.
    static func reducedForEveryReader(_ text: String) -> ReducedSource? {
        readForEveryReader(text)?.reduced
    }

    /// ``reducedForEveryReader(_:)`` with the outermost function, initializer and deinitializer bodies and the getters
    /// and accessors it does not keep whole that the same scan found (with a trailing closure of such a property's
    /// initial value, which it reads as one), `{` to `}` included, in order (an empty one left out): the blocks it
    /// empties whatever they hold, none of which extraction reads.
    static func readForEveryReader(_ text: String) -> (reduced: ReducedSource, functionBodies: [Range<Int>])? {
        var text = text
        return text.withUTF8 { source in
            var scanner = BodyScanner(bytes: source, cutsMembers: false, keepsAccessors: true)
            guard (try? scanner.code(endingInterpolation: false)) != nil else { return nil }
            return (ReducedSource(source, emptying: scanner.bodies, cutting: scanner.statementCuts, keeping: scanner.multilineLiterals),
                    scanner.opaqueBlocks)
        }
    }

    /// A copy of `source` with the inside of every range replaced by spaces, line breaks kept.
    private static func blanking(_ ranges: [Range<Int>], in source: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes = Array(source)
        bytes.withUnsafeMutableBufferPointer { output in
            for range in ranges {
                for index in (range.lowerBound + 1)..<(range.upperBound - 1) {
                    let byte = output[index]
                    if byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { output[index] = UInt8(ascii: " ") }
                }
            }
        }
        return bytes
    }

    /// An open bracket.
    private struct Frame {
        /// Where it is.
        var start: Int
        /// ``BodyScanner/literals`` when it opened.
        var literals: Int
        /// Whether the block may be blanked when it holds no literal.
        var isCandidate = false
        /// Whether what it holds is inside a declaration the declaration index does not read (a function, an
        /// initializer, a property, a subscript).
        var isOpaque = false
        /// Whether it is a type's member block.
        var isMemberBlock = false
        /// An accessor block whose first token is still to come: it is a getter's body (a candidate) unless that
        /// token is an accessor's keyword (`get`, `set`, `didSet`…).
        var awaitsFirstToken = false
        /// Whether its statements are followed, to cut out those without a literal (a candidate block's, not a
        /// `switch`'s, whose cases must keep a statement each).
        var tracksStatements = false
        /// Where the statement being read starts, when it may be cut (else -1), and ``BodyScanner/literals`` there.
        var statementStart = -1
        var statementLiterals = 0
        /// Whether the statement being read started with `for` (its `in` is not a closure's).
        var statementIsLoop = false
        /// Where the lines of members that end the statement being read start (`.font(.caption)` on lines of their
        /// own after its last literal), when it may be cut (else -1), and ``BodyScanner/literals`` there.
        var suffixStart = -1
        var suffixLiterals = 0
        /// Whether a line break came after the last token, and whether that token continues the expression onto the
        /// next line (an operator, a `,`, `return`…).
        var sawBreak = false
        var breakContinues = false
        /// Of a member block: whether the member being read has had only attributes so far (`@MainActor`,
        /// `@Environment(\.dismiss)`), which go with the declaration on the next line.
        var attributesOnly = false
    }

    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// Scans code to the end of the file, or, inside an interpolation, to the `)` that closes it (left unread).
    /// Blocks are followed only outside interpolations.
    mutating func code(endingInterpolation: Bool) throws(GaveUp) {
        var open: [UInt8] = []
        /// The block a declaration read last awaits (a function's body, a property's or subscript's accessors, a type's
        /// members), and how many brackets were open where it was declared.
        var awaited: (block: Awaited, level: Int)?
        /// Whether the open brackets are followed (outside an interpolation).
        let tracksBlocks = !endingInterpolation
        var frames: [Frame] = []
        /// Of the innermost open bracket: whether what it holds is opaque, and whether it is a member block.
        var inOpaque = false, inMemberBlock = false
        /// Whether an accessor block was just opened and its first token is still to come.
        var firstTokenPending = false
        /// With ``keepsAccessors``: whether the property whose accessors are awaited is one extraction may read (a word
        /// of its declaration is a name in ``ReadMembers/staticProperties``): only its accessors are kept whole.
        var accessorsRead = false
        /// Settles, at the first token inside it, whether an accessor block is a getter's body (which may be blanked).
        func resolveAccessorBlock(isGetter: Bool) {
            frames[frames.count - 1].isCandidate = isGetter
            frames[frames.count - 1].tracksStatements = isGetter && cutsStatements
            firstTokenPending = false
        }
        /// How many brackets were open at the last `switch`, whose `{` holds cases rather than statements.
        var switchLevel = -1
        /// Whether the last operator had no space before it.
        var isPostfixOperator = false
        /// The last byte of the last token: a keyword after `.` is a member's name (`.init(…)`).
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Every byte above the space starts a token here (whitespace is ` `, tabs, line breaks, 0x0B and 0x0C).
            if byte > UInt8(ascii: " "), tracksBlocks, let last = frames.indices.last, frames[last].tracksStatements,
               byte != UInt8(ascii: "/") || (self.byte(at: index + 1) != UInt8(ascii: "/") && self.byte(at: index + 1) != UInt8(ascii: "*")) {
                statementToken(in: &frames[last], previous: previous)
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"), tracksBlocks, let last = frames.indices.last, frames[last].tracksStatements,
                   !frames[last].sawBreak {
                    frames[last].sawBreak = true
                    frames[last].breakContinues = Self.continuesExpression(after: previous) && !(Self.isOperatorByte(previous) && previous != UInt8(ascii: "=") && isPostfixOperator)
                }
                index += 1
                continue
            case UInt8(ascii: "/"):
                let next = self.byte(at: index + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                    continue
                }
                if next == UInt8(ascii: "*") {
                    try skipBlockComment()
                    continue
                }
                if Self.expectsExpression(after: previous), skipBareRegex() {
                    previous = UInt8(ascii: "a")
                    continue
                }
                index += 1
            case UInt8(ascii: "\""):
                let start = index
                try skipString(hashes: 0)
                noteLiteral(from: start)
            case UInt8(ascii: "#"):
                var hashes = 0
                let start = index
                while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                switch self.byte(at: index + hashes) {
                case UInt8(ascii: "\""):
                    index += hashes
                    try skipString(hashes: hashes)
                    noteLiteral(from: start)
                case UInt8(ascii: "/"):
                    index += hashes
                    try skipRegex(hashes: hashes)
                    noteLiteral(from: start)
                default:
                    // `#if`, `#available`, `#Preview`: no body of the function awaited comes after one.
                    if awaited?.level == open.count { awaited = nil }
                    if firstTokenPending { resolveAccessorBlock(isGetter: false) }
                    index += hashes
                }
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
                    if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { throw GaveUp() }
                    index += 1
                }
                guard index < bytes.count else { throw GaveUp() }
                index += 1
                // An escaped name (`` `description` ``) of a property awaiting its accessors: kept whole, whatever it names.
                if tracksBlocks, keepsAccessors, awaited?.block == .accessors { accessorsRead = true }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if tracksBlocks {
                    if firstTokenPending { resolveAccessorBlock(isGetter: true) }
                    frames.append(Frame(start: index, literals: literals, isOpaque: inOpaque))
                    inMemberBlock = false
                }
                open.append(byte)
                index += 1
            case UInt8(ascii: "{"):
                if tracksBlocks {
                    if firstTokenPending { resolveAccessorBlock(isGetter: true) }
                    var frame = Frame(start: index, literals: literals)
                    // A `{` deeper than the declaration (a default argument's closure) is not the block it awaits.
                    switch inOpaque ? .body : awaited?.level == open.count ? awaited?.block : nil {
                    case .body?: (frame.isCandidate, frame.isOpaque, frame.tracksStatements) = (true, true, switchLevel != open.count && cutsStatements)
                    case .accessors?: if !keepsAccessors || !accessorsRead { (frame.isOpaque, frame.awaitsFirstToken) = (true, true) }
                    case .members?: (frame.isMemberBlock, frame.tracksStatements) = (true, cutsMembers && cutsStatements)
                    case nil: break
                    }
                    frames.append(frame)
                    (inOpaque, inMemberBlock, firstTokenPending) = (frame.isOpaque, frame.isMemberBlock, frame.awaitsFirstToken)
                    if awaited?.level == open.count { awaited = nil }
                    if switchLevel == open.count { switchLevel = -1 }
                }
                open.append(byte)
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if endingInterpolation, byte == UInt8(ascii: ")"), open.isEmpty { return }
                guard let opening = open.popLast(), opening == Self.opening(of: byte) else { throw GaveUp() }
                if tracksBlocks, let frame = frames.popLast() {
                    if frame.isCandidate, index - frame.start > 1 {
                        // The blocks inside it go with it.
                        if frame.literals == literals {
                            while let last = bodies.last, last.lowerBound > frame.start { bodies.removeLast() }
                            while let last = statementCuts.last, last.lowerBound > frame.start { statementCuts.removeLast() }
                            bodies.append(frame.start..<(index + 1))
                        }
                        while let last = opaqueBlocks.last, last.lowerBound > frame.start { opaqueBlocks.removeLast() }
                        opaqueBlocks.append(frame.start..<(index + 1))
                    }
                    (inOpaque, inMemberBlock, firstTokenPending) = (frames.last?.isOpaque ?? false, frames.last?.isMemberBlock ?? false, false)
                }
                if let level = awaited?.level, level > open.count { awaited = nil }
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
                let start = index
                index = wordEnd(from: index)
                if tracksBlocks {
                    if firstTokenPending { resolveAccessorBlock(isGetter: !Self.isAccessorKeyword(bytes, start..<index)) }
                    if previous != UInt8(ascii: "."), word(at: start, is: "switch") {
                        switchLevel = open.count
                    }
                    if !inOpaque, previous != UInt8(ascii: ".") {
                        let keyword = Self.keyword(bytes, start..<index)
                        // A name extraction reads among the words of a property awaiting its accessors keeps them whole.
                        if keyword == nil, keepsAccessors, !accessorsRead, awaited?.block == .accessors, Self.isReadProperty(bytes, start..<index) {
                            accessorsRead = true
                        }
                        // A property's declaration starts another (not the `let` of an `if let` in a value it is given).
                        if keyword == .subscript || (keyword == .variable && !bindsInCondition(at: start)) { accessorsRead = false }
                        switch keyword {
                        case .function?: awaited = (.body, open.count)
                        case .subscript?: awaited = (.accessors, open.count)
                        case .variable?: awaited = inMemberBlock ? (.accessors, open.count) : nil
                        case .type?: awaited = (.members, open.count)
                        case .declaration?: awaited = nil
                        case nil: break
                        }
                    }
                }
                previous = previous != UInt8(ascii: ".") && Self.isExpressionKeyword(bytes, start..<index) ? Self.expressionKeyword : UInt8(ascii: "a")
                continue
            default:
                if byte == UInt8(ascii: ";"), awaited?.level == open.count { awaited = nil }
                if Self.isOperatorByte(byte), index == 0 || !Self.isOperatorByte(bytes[index - 1]) {
                    // An operator with no space before it and a line break after is postfix (`String?`, `x!`,
                    // `Set<String>`): it does not continue onto the next line, as a binary one (`a ??`) does.
                    let before = index > 0 ? bytes[index - 1] : UInt8(ascii: "\n")
                    isPostfixOperator = !(before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n") || before == UInt8(ascii: "\r"))
                }
                if firstTokenPending { resolveAccessorBlock(isGetter: byte != UInt8(ascii: "@")) }
                index += 1
            }
            previous = byte
        }
        guard !endingInterpolation, open.isEmpty else { throw GaveUp() }
    }

    /// Follows the statements of a block at the token starting at `index`: a token after a line break that does not
    /// continue the expression starts a statement, and the statement before it is cut when it holds no literal.
    private mutating func statementToken(in frame: inout Frame, previous: UInt8) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "}") {
            cutStatement(in: &frame)
            return
        }
        if frame.sawBreak {
            frame.sawBreak = false
            // In a type's body, a line that starts with an attribute starts a member, unless the lines before hold
            // only attributes of the same member.
            let startsMember = frame.isMemberBlock && byte == UInt8(ascii: "@") && !frame.attributesOnly
            if startsMember || (!frame.breakContinues && !(frame.isMemberBlock && frame.attributesOnly) && !startsContinuation()) {
                cutStatement(in: &frame)
                frame.statementStart = startsCuttableStatement(member: frame.isMemberBlock) ? index : -1
                frame.statementLiterals = literals
                frame.statementIsLoop = word(at: index, is: "for")
                frame.attributesOnly = byte == UInt8(ascii: "@")
                return
            }
            // A line that goes on with a member of what the lines before give (`.font(…)`, not `..<`) may start
            // the members that end the statement.
            if !frame.breakContinues, !frame.isMemberBlock, byte == UInt8(ascii: "."), self.byte(at: index + 1) != UInt8(ascii: ".") {
                if frame.suffixStart < 0 || frame.suffixLiterals != literals { (frame.suffixStart, frame.suffixLiterals) = (index, literals) }
            } else {
                frame.suffixStart = -1
            }
        }
        if frame.isMemberBlock, frame.attributesOnly {
            // `@Name`, `@Module.Name`, `@Name(…)`, one after another.
            switch byte {
            case UInt8(ascii: "@"), UInt8(ascii: "."): break
            case UInt8(ascii: "("): frame.attributesOnly = Self.isIdentifierByte(previous)
            default: frame.attributesOnly = Self.isIdentifierByte(byte) && (previous == UInt8(ascii: "@") || previous == UInt8(ascii: "."))
            }
        }
        if byte == UInt8(ascii: ";"), !frame.isMemberBlock {
            // A `;` ends the statement as a line break that does not continue it does: the next token starts another.
            (frame.sawBreak, frame.breakContinues) = (true, false)
            return
        }
        guard frame.statementStart >= 0 else { return }
        switch byte {
        case UInt8(ascii: "@") where frame.isMemberBlock:
            break
        case UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            frame.statementStart = -1
        case UInt8(ascii: "i") where !frame.statementIsLoop && word(at: index, is: "in"):
            // A closure's signature (`item in`) on a line of its own.
            frame.statementStart = -1
        default:
            break
        }
    }

    /// Ends the statement being read at `index`, recording it as a cut if it may be cut and holds no literal, or
    /// the members that end it if they hold none.
    private mutating func cutStatement(in frame: inout Frame) {
        defer { (frame.statementStart, frame.suffixStart) = (-1, -1) }
        guard frame.statementStart >= 0, index > frame.statementStart else { return }
        let start: Int
        if frame.statementLiterals == literals {
            start = frame.statementStart
        } else if frame.suffixStart >= 0, frame.suffixLiterals == literals {
            start = frame.suffixStart
        } else {
            return
        }
        // The quiet blocks and cuts inside it go with it.
        while let last = bodies.last, last.lowerBound > start { bodies.removeLast() }
        while let last = statementCuts.last, last.lowerBound >= start { statementCuts.removeLast() }
        if let last = statementCuts.last, last.upperBound == start {
            statementCuts[statementCuts.count - 1] = last.lowerBound..<index
        } else {
            statementCuts.append(start..<index)
        }
    }

    /// Whether the token at `index`, first on its line, continues the expression of the line before: a member
    /// (`.font(…)`), an operator, a trailing closure, a directive (`#if` inside an expression), `else`, `catch`, a
    /// labelled trailing closure (`label: {`), and the like.
    private func startsContinuation() -> Bool {
        let first = bytes[index]
        if Self.isOperatorByte(first) { return true }
        switch first {
        case UInt8(ascii: "."), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: ")"), UInt8(ascii: "]"),
             UInt8(ascii: "("), UInt8(ascii: "["):
            // (A line that starts with `(` or `[` is kept with the line before: a signature or a type can go on so.)
            return true
        default:
            guard Self.isIdentifierByte(first) else { return false }
            var end = wordEnd(from: index)
            if Self.isOne(of: Self.continuingKeywords, bytes[index..<end]) { return true }
            // `label: {`: a labelled trailing closure (or a labelled statement, kept with the line before).
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            return byte(at: end) == UInt8(ascii: ":") && byte(at: end + 1) != UInt8(ascii: ":")
        }
    }

    /// Whether a statement starting at `index` may be cut: it starts with a name or a statement keyword, not a
    /// declaration's keyword or modifier, an attribute, a directive or a closure's capture list. A type's member
    /// may start with any word or an attribute.
    private func startsCuttableStatement(member: Bool) -> Bool {
        let byte = bytes[index]
        if member { return byte == UInt8(ascii: "@") || Self.isIdentifierByte(byte) }
        guard Self.isIdentifierByte(byte), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        // Every word kept starts with a lower-case letter or `_`: a type's name (`Text(…)`) is settled here.
        guard byte >= UInt8(ascii: "_"), byte <= UInt8(ascii: "z") else { return true }
        return !Self.isOne(of: Self.keptStatementKeywords, bytes[index..<wordEnd(from: index)])
    }

    /// Where the word (name or keyword) starting at `start` ends.
    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    /// Whether `word` is one of `words`.
    private static func isOne(of words: [[UInt8]], _ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        words.contains { $0.count == word.count && word.elementsEqual($0) }
    }

    /// Whether the word at `offset` is `word`.
    private func word(at offset: Int, is word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count, !Self.isIdentifierByte(byte(at: offset + count)) else { return false }
        return UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]).elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
    }

    /// The bytes operators are made of (`=` among them, for `==` and `>=`; `.` not, for a member).
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "="):
            true
        default:
            false
        }
    }

    /// Whether the expression goes on after a line break when the last token ended in `previous`: an operator, a
    /// `,`, `.`, or a keyword an expression follows (`return`, `try`, `in`…). (After a `{`, the line break is the
    /// block's, whose first statement starts on the next line.)
    private static func continuesExpression(after previous: UInt8) -> Bool {
        if isOperatorByte(previous) { return true }
        switch previous {
        case expressionKeyword, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "\\"),
             UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    /// Words that, first on a line, continue the statement of the line before.
    private static let continuingKeywords: [[UInt8]] = ["else", "catch", "in", "where", "as", "is", "throws", "rethrows", "async"]
        .map { Array($0.utf8) }
    /// Words a statement that is never cut starts with: declarations (those the scan knows, and `let`, `var`,
    /// `func`…), their modifiers, accessors, `guard` (whose bindings the rest of the block sees), `case`, `default`
    /// and `fallthrough`.
    private static let keptStatementKeywords: [[UInt8]] = declarationKeywords + typeKeywords + accessorKeywords + [
        "let", "var", "func", "deinit", "subscript", "default", "guard", "fallthrough", "static", "lazy", "weak", "unowned", "private",
        "fileprivate", "internal", "public", "open", "package", "final", "override", "convenience", "required", "dynamic", "nonisolated",
        "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "some", "any", "inout", "yield", "then", "discard",
    ].map { Array($0.utf8) }

    /// Records the literal just skipped, from `start` to here, if it is outermost and spans lines.
    private mutating func noteLiteral(from start: Int) {
        guard interpolations == 0, index - start > 2,
              memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), index - start) != nil
        else { return }
        multilineLiterals.append(start..<index)
    }

    /// What `previous` is after a keyword an expression follows (`return /a+/`).
    private static let expressionKeyword: UInt8 = 1

    /// Whether a `/` after the token ending in `previous` is in an expression's place, where it starts a bare
    /// regex literal (`.replacing(/a+/)`, `= /a+/`) rather than dividing.
    private static func expectsExpression(after previous: UInt8) -> Bool {
        switch previous {
        case 0, expressionKeyword, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    private static let expressionKeywords: [[UInt8]] = ["return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where"]
        .map { Array($0.utf8) }

    private static func isExpressionKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard (2...6).contains(range.count) else { return false }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "g"), UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "w"):
            return isOne(of: expressionKeywords, bytes[range])
        default:
            return false
        }
    }

    /// Skips a bare regex literal starting at the `/` at `index`, if one closes on the same line; a literal does not
    /// start with a space (`a = / b` would be an operator).
    private mutating func skipBareRegex() -> Bool {
        var end = index + 1
        switch byte(at: end) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0: return false
        default: break
        }
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\\"): end += 2
            case UInt8(ascii: "/"):
                index = end + 1
                return true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
            default: end += 1
            }
        }
        return false
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    private enum Keyword {
        /// `func`, `init`, `deinit`: a body may follow.
        case function
        /// `subscript`: accessors may follow.
        case `subscript`
        /// `var`, `let`: accessors may follow.
        case variable
        /// `struct`, `class`, `enum`, `actor`, `protocol`, `extension`: a member block follows.
        case type
        /// Another declaration starts: a function awaiting its body had none (a protocol requirement).
        case declaration
    }

    private static let declarationKeywords: [[UInt8]] = [
        "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ].map { Array($0.utf8) }
    private static let typeKeywords: [[UInt8]] = ["struct", "class", "enum", "actor", "protocol", "extension"].map { Array($0.utf8) }
    /// What may start an accessor block that is not a getter's body.
    private static let accessorKeywords: [[UInt8]] = [
        "get", "set", "willSet", "didSet", "init", "_read", "_modify", "read", "modify", "unsafeAddress", "unsafeMutableAddress",
        "mutating", "nonmutating", "borrowing", "consuming", "__consuming", "borrow", "mutate",
        "addressWithOwner", "addressWithNativeOwner", "mutableAddressWithOwner", "mutableAddressWithNativeOwner",
    ].map { Array($0.utf8) }

    /// Whether the `let` or `var` at `offset` binds in a condition or a pattern (`if let`, `case let`, `, var`): the
    /// token before it, past blanks, is `,` or `if`, `case`, `while`, `guard` or `for`.
    private func bindsInCondition(at offset: Int) -> Bool {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") || bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        guard end > 0 else { return false }
        if bytes[end - 1] == UInt8(ascii: ",") { return true }
        var start = end
        while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return Self.isOne(of: Self.conditionKeywords, bytes[start..<end])
    }

    /// The keywords a `let` or `var` that binds in a condition or pattern may follow.
    private static let conditionKeywords: [[UInt8]] = ["if", "case", "while", "guard", "for"].map { Array($0.utf8) }

    /// The names of the static properties whose values extraction reads (``ReadMembers/staticProperties``), as bytes.
    private static let readProperties: [[UInt8]] = ReadMembers.staticProperties.sorted().map { Array($0.utf8) }

    /// Whether the word in `range` names a property whose value extraction may read.
    private static func isReadProperty(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        isOne(of: readProperties, bytes[range])
    }

    private static func isAccessorKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        isOne(of: accessorKeywords, bytes[range])
    }

    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let word = UnsafeBufferPointer(rebasing: bytes[range])
        switch word.count {
        case 4 where word.elementsEqual("func".utf8) || word.elementsEqual("init".utf8): return .function
        case 6 where word.elementsEqual("deinit".utf8): return .function
        case 3 where word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8): return .variable
        case 9 where word.elementsEqual("subscript".utf8): return .subscript
        case 3...15:
            // Every declaration keyword starts with one of these letters: most identifiers are ruled out by their first.
            switch word[0] {
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "m"),
                 UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "v"):
                if isOne(of: typeKeywords, bytes[range]) { return .type }
                return isOne(of: declarationKeywords, bytes[range]) ? .declaration : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
    }

    private mutating func skipBlockComment() throws(GaveUp) {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw GaveUp()
    }

    /// Whether `count` `#` follow `offset`.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        var matched = 0
        while matched < count, byte(at: offset + matched) == UInt8(ascii: "#") { matched += 1 }
        return matched == count
    }

    /// Skips a string literal starting at its opening quote, whose delimiter has `hashes` `#`.
    private mutating func skipString(hashes: Int) throws(GaveUp) {
        literals += 1
        let quote = UInt8(ascii: "\"")
        let isMultiline = byte(at: index + 1) == quote && byte(at: index + 2) == quote
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), self.hashes(hashes, at: index + 1) {
                let escaped = index + 1 + hashes
                if self.byte(at: escaped) == UInt8(ascii: "(") {
                    index = escaped + 1
                    interpolations += 1
                    guard interpolations <= 64 else { throw GaveUp() }
                    try code(endingInterpolation: true)
                    interpolations -= 1
                    index += 1
                } else {
                    index = escaped + 1
                }
                continue
            }
            if byte == quote, !isMultiline || (self.byte(at: index + 1) == quote && self.byte(at: index + 2) == quote) {
                let end = index + (isMultiline ? 3 : 1)
                if self.hashes(hashes, at: end) {
                    index = end + hashes
                    return
                }
            } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw GaveUp()
            }
            index += 1
        }
        throw GaveUp()
    }

    /// Skips an extended regex literal (`#/…/#`) starting at its `/`, whose delimiter has `hashes` `#`.
    private mutating func skipRegex(hashes: Int) throws(GaveUp) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), self.hashes(hashes, at: index + 1) {
                index += 1 + hashes
                return
            }
            index += 1
        }
        throw GaveUp()
    }
}
