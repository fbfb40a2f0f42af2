import IntentKitTestSupport

extension FixtureProject {
    /// A copy of the check fixture `Fixtures/Checks/<fixture>`.
    init(fixture: String, _ filePath: String = #filePath) throws {
        try self.init(copying: fixturesDirectory(filePath) + "/Checks/" + fixture)
    }
}
