import ArgumentParser
import Diagnostics
import IntentRelevance

/// `intentkit relevance`: rank widget intents by their date windows, explain the order, draw the day.
struct RelevanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relevance",
        abstract: "Rank widget intents by the date windows of a YAML relevance schedule, explain the ranking, and draw timelines.",
        discussion: "The schedule format is documented in docs/relevance.md.",
        subcommands: [Rank.self, Explain.self, Timeline.self, Check.self]
    )
}

/// What every relevance command reads: the schedule and the zone to show it in.
struct ScheduleOptions: ParsableArguments {
    @Argument(help: "The relevance schedule (YAML).")
    var schedule: String

    @Option(help: "Show times in this IANA zone (and evaluate floating times there) instead of the schedule's timeZone.")
    var timeZone: String?

    @OptionGroup var report: ReportOptions

    /// The schedule, with warnings on standard error; errors end the command.
    func load() throws -> RelevanceSchedule {
        var zone: ZoneRules?
        if let timeZone {
            guard let rules = ZoneRules.named(timeZone) else {
                throw ValidationError("'\(timeZone)' is not a time zone the system's tzdata knows\(Suggestions.didYouMean(timeZone, among: ZoneRules.knownIdentifiers)).")
            }
            zone = rules
        }
        let (loaded, diagnostics) = RelevanceSchedule.load(contentsOf: schedule, timeZone: zone)
        let unreadable = diagnostics.contains { $0.id == RelevanceChecks.unreadable.id }
        let reported = report.warningsAsErrors ? diagnostics.treatingWarningsAsErrors() : diagnostics
        if !reported.isEmpty {
            try report.reportBesideOutput(reported, format: .text, couldNotRun: unreadable, checks: RelevanceChecks.all)
        }
        guard let loaded else { throw ExitCode(ToolExitStatus.couldNotRun.rawValue) }
        return loaded
    }

    /// An instant from the command line, on the schedule's clock unless it has an offset.
    func instant(_ text: String, option: String, in schedule: RelevanceSchedule) throws -> Int64 {
        guard let instant = schedule.timeZone.instant(parsing: text) else {
            throw ValidationError("--\(option) '\(text)' is not a time; write 2026-03-09T07:50 (in the schedule's zone), 2026-03-09T07:50:00-05:00 or 2026-03-09.")
        }
        return instant
    }
}

enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension RelevanceCommand {
    /// `intentkit relevance rank SCHEDULE --at TIME`
    struct Rank: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rank", abstract: "Show the stack at an instant: pinned widgets, then one card per widget kind, best first.")

        @OptionGroup var options: ScheduleOptions

        @Option(help: "The instant: 2026-03-09T07:50 on the schedule's clock, or with an offset.")
        var at: String

        @Option(help: "text or json.")
        var format: ResultFormat = .text

        func run() throws {
            let schedule = try options.load()
            let ranking = schedule.ranking(at: try options.instant(at, option: "at", in: schedule))
            Console.standardOutput(format == .json ? ranking.json() : ranking.text())
        }
    }

    /// `intentkit relevance explain SCHEDULE --at TIME [--entry ID]`
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show the score breakdown of every candidate at an instant, and why each ranks above the next.")

        @OptionGroup var options: ScheduleOptions

        @Option(help: "The instant: 2026-03-09T07:50 on the schedule's clock, or with an offset.")
        var at: String

        @Option(help: "Explain only this entry (by id), including why it is not a candidate.")
        var entry: String?

        func run() throws {
            let schedule = try options.load()
            let ranking = schedule.ranking(at: try options.instant(at, option: "at", in: schedule))
            Console.standardOutput(ranking.explanation(entryID: entry))
        }
    }

    /// `intentkit relevance timeline SCHEDULE --from TIME --to TIME [--top N] [--svg FILE]`
    struct Timeline: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "timeline", abstract: "Show where the top of the stack changes over a range, as a table, JSON or an SVG chart.")

        @OptionGroup var options: ScheduleOptions

        @Option(help: "Where the range starts.")
        var from: String

        @Option(help: "Where the range ends (exclusive).")
        var to: String

        @Option(help: "How many cards each segment lists.")
        var top = 3

        @Option(help: "text or json.")
        var format: ResultFormat = .text

        @Option(help: "Also draw the timeline as an SVG chart into this file.")
        var svg: String?

        func validate() throws {
            guard top >= 1 else { throw ValidationError("--top must be at least 1.") }
        }

        func run() throws {
            let schedule = try options.load()
            let start = try options.instant(from, option: "from", in: schedule)
            let end = try options.instant(to, option: "to", in: schedule)
            guard start < end else { throw ValidationError("--to must be after --from.") }
            guard end - start <= 400 * 86_400 else { throw ValidationError("the range may span at most 400 days.") }
            let timeline = schedule.timeline(from: start, to: end, top: top)
            if let svg {
                do {
                    try FileIO.writeAtomically(timeline.svg(), to: svg)
                } catch {
                    try options.report.reportBesideOutput([error.diagnostic], format: .text, couldNotRun: true, checks: [FileIO.unwritableFile])
                }
            }
            Console.standardOutput(format == .json ? timeline.json() : timeline.text())
        }
    }

    /// `intentkit relevance check SCHEDULE`
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Validate a relevance schedule and report every problem with its line and column.")

        @Argument(help: "The relevance schedule (YAML).")
        var schedule: String

        @OptionGroup var output: OutputOptions

        func run() throws {
            let (_, diagnostics) = RelevanceSchedule.load(contentsOf: schedule)
            let unreadable = diagnostics.contains { $0.id == RelevanceChecks.unreadable.id }
            let status = output.emit(diagnostics, inputs: 1, couldNotRun: unreadable, checks: RelevanceChecks.all)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }
}
