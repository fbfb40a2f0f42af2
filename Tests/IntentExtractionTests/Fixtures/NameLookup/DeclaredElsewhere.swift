// The enum as a framework declares it: type-checked with ExtendedHere.swift, never extracted.
public enum Shade: String, Sendable {
    case light, dark
}
