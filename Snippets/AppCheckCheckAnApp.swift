// Runs every check `intentkit check` runs over a bundled example app, in code, and reads what it found.
import AppCheck
import Diagnostics

// The app's folder (or an .xcodeproj or .xcworkspace in it), relative to the working directory.
let pipeline = CheckPipeline()
let run = await pipeline.run("Examples/StreaksWidgets")

// What each stage read, one line per stage.
for stage in run.stages {
    print(stage)
}

// The errors among the findings (each once, in output order), printed as compilers print them.
for finding in run.diagnostics where finding.severity == .error {
    print(finding)
}

// The counts, and the exit status `intentkit check` gives for them.
let summary = DiagnosticSummary(counting: run.diagnostics, inputs: run.inputs)
print(summary.line)
let status = ToolExitStatus(diagnostics: run.diagnostics, couldNotRun: run.couldNotRun)

// snippet.hide
precondition(!run.couldNotRun, "every file of the example could be read")
precondition(run.stages.count == 7 && run.stages[0].hasPrefix("Swift sources:"), "one line per stage")
// The example's widget intent changed the type of a SiriKit parameter: stored configurations lose it.
precondition(run.diagnostics.contains { $0.id == "compat.parameter-dropped" && $0.severity == .error })
precondition(summary.errors > 0 && status == .problemsFound)
