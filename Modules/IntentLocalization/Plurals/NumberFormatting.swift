import CIntentKitICU

/// Formats numbers the way a locale writes them, through the system ICU (`1 234,5` in French).
public enum LocalizedNumber {
    /// `value` with the locale's digits and grouping, or `nil` when ICU cannot format it.
    public static func string(_ value: Int, locale: String) -> String? {
        format { intentkit_format_integer(LocaleIdentifier(locale).icuIdentifier, Int64(value), $0, $1) }
    }

    /// `value` with the locale's digits, grouping and decimal separator; `nil` when ICU cannot format it.
    ///
    /// At most `maximumFractionDigits` fraction digits are written, trailing zeros dropped (`2.0` is `2`).
    public static func string(_ value: Double, maximumFractionDigits: Int = 6, locale: String) -> String? {
        format {
            intentkit_format_double(LocaleIdentifier(locale).icuIdentifier, value, Int32(maximumFractionDigits), $0, $1)
        }
    }

    private static func format(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            let length = body(buffer.baseAddress!, 256)
            guard length >= 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }
}
