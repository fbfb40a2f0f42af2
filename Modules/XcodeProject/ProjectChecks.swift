import Diagnostics

/// The checks reading a project or workspace reports, with their default severities.
///
/// An error means Xcode could not open the file (or would build something other than what it says);
/// a warning means Xcode opens it but ignores the part named.
public enum ProjectChecks {
    /// The project file is not a property list Xcode reads: the first syntax error, with its position.
    public static let syntax = Check("project.syntax", .error, "The project file is not a property list Xcode can read.")
    /// The property list is not a project: no `objects`, no `rootObject`, or a root object that is not a `PBXProject`.
    public static let notAProject = Check("project.not-a-project", .error, "The property list is not an Xcode project.")
    /// A reference to an object the project does not define; Xcode opens the project without it.
    public static let unknownReference = Check("project.unknown-reference", .warning, "A reference names an object the project does not define.")
    /// A group that contains itself, directly or through other groups.
    public static let groupCycle = Check("project.group-cycle", .error, "A group contains itself.")
    /// An object or value of the wrong kind (an object without `isa`, a list where a string belongs); it is ignored.
    public static let invalidValue = Check("project.invalid-value", .warning, "An object or value has the wrong kind and is ignored.")
    /// The workspace file is not the XML Xcode reads.
    public static let workspaceSyntax = Check("workspace.syntax", .error, "The workspace file is not XML Xcode can read.")

    /// Every check, for documentation and SARIF rule tables.
    public static let all = [syntax, notAProject, unknownReference, groupCycle, invalidValue, workspaceSyntax]
}
