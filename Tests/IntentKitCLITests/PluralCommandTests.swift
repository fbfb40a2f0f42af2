import Testing

@Suite struct PluralCommandTests {
    @Test func printsTheCategoriesAndEachNumbersCategory() throws {
        let run = try intentkit("plural", "ru", "0", "1", "2", "5", "21", "1.5")
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            ru cardinal: one, few, many, other
            0    many
            1    one
            2    few
            5    many
            21   one
            1.5  other

            """)
    }

    @Test func ordinalsAndVisibleFractionDigits() throws {
        let ordinal = try intentkit("plural", "--ordinal", "en", "22")
        #expect(ordinal.standardOutput == "en ordinal: one, two, few, other\n22  two\n")
        let fraction = try intentkit("plural", "en", "1.0")
        #expect(fraction.standardOutput == "en cardinal: one, other\n1.0  other\n")
    }

    @Test func anUnknownLocaleCannotRun() throws {
        let run = try intentkit("plural", "xx-YY", "1")
        #expect(run.status == 2)
        #expect(run.standardError == "error: 'xx-YY' is not a locale ICU knows; its plural rules are unknown [localization.unknown-locale]\n")
        #expect(run.standardOutput == "")
    }

    @Test func aNonNumberIsAUsageError() throws {
        let run = try intentkit("plural", "en", "seven")
        #expect(run.status == 2)
        #expect(run.standardError.contains("'seven' is not a number"))
    }
}
