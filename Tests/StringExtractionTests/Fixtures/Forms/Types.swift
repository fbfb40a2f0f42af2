import ActivityKit
import SwiftUI
import WidgetKit

// Two nested types named `Header`: each reads its own `viewModel`.

@Observable final class AlbumModel {
    var trackCount = "many"
}

@Observable final class PlaylistModel {
    var trackCount = 0
}

extension AlbumView {
    struct Header: View {
        @Environment(AlbumModel.self) private var viewModel
        var body: some View {
            Text("Album of \(viewModel.trackCount) tracks")
        }
    }
}

extension PlaylistView {
    struct Header: View {
        @Environment(PlaylistModel.self) private var viewModel
        var body: some View {
            Text("Playlist of \(viewModel.trackCount) tracks")
        }
    }
}

// A property whose initial value is a static member of a nested type.

enum Design {
    enum Limits {
        static let maxLength = 180
        static let ratio = 0.5
    }
}

struct Editor: View {
    private let limit = Design.Limits.maxLength
    private let ratio = Design.Limits.ratio
    var body: some View {
        Text("At most \(limit) characters")
        Text("Scaled by \(ratio)")
    }
}

// Live Activities: `context` is the activity's, `state` its attributes' `ContentState`.

struct OrderAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stops: String
    }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stops: Int
        var minutes: Double
    }
    var orderNumber: Int
}

struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("\(context.state.stops) stops left")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Arrives in \(context.state.minutes) minutes")
                }
            } compactLeading: {
                Text("Order \(context.attributes.orderNumber)")
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
    }
}

// A table's columns receive its rows.

struct Song: Identifiable {
    let id: Int
    var plays: Int
    var loudness: Float?
}

struct SongTable: View {
    let songs: [Song]
    var body: some View {
        Table(of: Song.self) {
            TableColumn("Plays") { song in
                Text("\(song.plays) plays")
            }
            TableColumn("Loudness") {
                if let loudness = $0.loudness {
                    Text("\(loudness) LUFS")
                }
            }
        } rows: {
            ForEach(songs) { TableRow($0) }
        }
        Table(songs) {
            TableColumn("Count") { Text("Played \($0.plays) times") }
        }
    }
}

// `Self.segments`, and Live Activities whose attributes are nested types of the same name, written unqualified.

struct Gauge: View {
    static let segments = 12
    private let count = Self.segments
    var body: some View {
        Text("\(count) segments")
    }
}

enum Courier {
    struct Attributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var remaining: Int
        }
    }

    struct Activity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attributes.self) { context in
                Text("\(context.state.remaining) parcels")
            } dynamicIsland: { _ in
                DynamicIsland { EmptyView() } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
            }
        }
    }
}

enum Taxi {
    struct Attributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var remaining: Double
        }
    }

    struct Activity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attributes.self) { context in
                Text("Fare so far: \(context.state.remaining)")
            } dynamicIsland: { _ in
                DynamicIsland { EmptyView() } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
            }
        }
    }
}

// Typealiases of number types take their type's specifier: the sources' own, and Apple's (`OSStatus` is `Int32`).

typealias Score = UInt16

struct StatusRow: View {
    let status: OSStatus
    let score: Score
    let pid: pid_t
    var body: some View {
        Text("Failed with \(status)")
        Text("Score \(score), process \(pid)")
    }
}

// A case pattern binds the payload of the enum its value is, not of another enum with a case of the same name.

enum Token {
    case text(Int)
}

enum Cell {
    case text(String)
    case number(Double)
}

struct CellRow: View {
    let cell: Cell
    var body: some View {
        if case let .text(content) = cell {
            Text("Text \(content)")
        }
        switch cell {
        case .text(let content): Text("Shown \(content)")
        case .number(let value): Text("Value \(value)")
        }
    }
}

// Members of Apple's types that the sources do not declare: `SMAppService.Status` is an `NS_ENUM(NSInteger)`.

struct ServiceRow: View {
    let service: SMAppService
    let response: HTTPURLResponse
    var body: some View {
        Text("Unknown status (\(service.status.rawValue))")
        Text("HTTP \(response.statusCode)")
    }
}
