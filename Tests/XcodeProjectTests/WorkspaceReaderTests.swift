import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing
@testable import XcodeProject

/// `contents.xcworkspacedata`: locations resolved as Xcode resolves them, and malformed XML with positions.
@Suite struct WorkspaceReaderTests {
    let sample = fixturesDirectory() + "/Sample"

    @Test func itemsAndTheirPaths() throws {
        let read = WorkspaceReader.read(contentsOf: sample + "/Sample.xcworkspace")
        #expect(read.diagnostics.isEmpty)
        let workspace = try #require(read.workspace)
        #expect(workspace.path == sample + "/Sample.xcworkspace")
        #expect(workspace.items.map(\.kind) == [.fileRef, .group, .fileRef, .fileRef])
        #expect(workspace.items[1].name == "Libraries & Tools")
        #expect(workspace.items[1].items.map(\.path) == [sample + "/Libraries/Kit/Kit.xcodeproj", sample + "/Libraries/README.md"])
        #expect(workspace.items[3].path == nil)
        #expect(workspace.projects == [sample + "/Sample.xcodeproj", sample + "/Libraries/Kit/Kit.xcodeproj", "/opt/Shared/Shared.xcodeproj"])
        #expect(workspace.items[0].sourceLocation == SourceLocation(file: sample + "/Sample.xcworkspace/contents.xcworkspacedata", line: 4, column: 4))
    }

    @Test func anEmbeddedWorkspacesSelfIsItsProject() throws {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#
        let read = WorkspaceReader.read(Array(text.utf8), dataFile: "App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
        #expect(read.workspace?.projects == ["App/App.xcodeproj"])
    }

    @Test(arguments: [
        ("<Workspace>1️⃣</Group></Workspace>", "expected </Workspace>, found </Group"),
        ("<Workspace>1️⃣<FileRef location = \"group:a\">", "unterminated <FileRef>: it is never closed with </FileRef>"),
        ("<Workspace><FileRef location = 1️⃣group:a/></Workspace>", "expected a quoted value for the attribute location"),
        ("<Workspace><FileRef location = \"a 1️⃣&nbsp; b\"/></Workspace>", "&nbsp; is not a character reference XML defines"),
        ("1️⃣<Project/>", "the root element is <Project>, not <Workspace>"),
        ("<Workspace/>\n1️⃣<Workspace/>", "unexpected content after the root element </Workspace>"),
        ("1️⃣", "the file is empty"),
    ])
    func malformedWorkspaces(marked: String, message: String) throws {
        let text = MarkedText(marked)
        let read = WorkspaceReader.read(Array(text.text.utf8), dataFile: "W.xcworkspace/contents.xcworkspacedata")
        #expect(read.workspace == nil)
        let diagnostic = try #require(read.diagnostics.first)
        #expect(read.diagnostics.count == 1)
        #expect(diagnostic.id == "workspace.syntax")
        #expect(diagnostic.message == message)
        let position = try #require(text.location(of: "1️⃣"))
        #expect(diagnostic.location?.line == position.line)
        #expect(diagnostic.location?.column == position.column)
    }
}
