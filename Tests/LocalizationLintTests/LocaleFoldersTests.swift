import Foundation
@testable import LocalizationLint
import Testing

/// The locale folders found among a folder's files are the ones `NSString`'s path methods find.
@Suite struct LocaleFoldersTests {
    @Test func theLocaleFoldersAreNSStringsOnes() {
        let files = [
            "App/en.lproj/Localizable.strings", "App/de.lproj/InfoPlist.strings", "App/Base.lproj/Main.storyboard",
            "en.lproj/Root.strings", "App/Assets.xcassets/Contents.json", "App/lproj/File.swift", "App/.lproj/x.strings",
            "App/fr.lproj", "/abs/ja.lproj/Localizable.strings", "App//es.lproj/Localizable.strings", "App/./it.lproj/a.strings",
            "App/pt.lproj/", "App/Nested/zh-Hans.lproj/Sub/File.strings", "File.strings", "/Top.strings", "App/x.lprojx/a",
        ]
        let expected = Set(files.map { ($0 as NSString).deletingLastPathComponent }.filter { ($0 as NSString).pathExtension == "lproj" }).sorted()
        #expect(LocalizationLinter.localeFolders(holding: files) == expected)
        #expect(expected == ["/abs/ja.lproj", "App/./it.lproj", "App/Base.lproj", "App/de.lproj", "App/en.lproj", "App/es.lproj", "en.lproj"])
    }
}
