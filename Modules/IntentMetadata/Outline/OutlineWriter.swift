/// Writes indented outline lines, two spaces per level.
struct OutlineWriter {
    private(set) var text = ""

    mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    mutating func blank() { text += "\n" }
}
