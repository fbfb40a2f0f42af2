import SwiftUI

struct Row: View {
    let title: LocalizedStringKey
    let detail: String

    var body: some View { Text(title) }
}

func banner(_ message: LocalizedStringKey, tint: String) -> some View {
    Text(message)
}

enum Tip {
    case hint(LocalizedStringResource)
}

struct Screen: View {
    var body: some View {
        VStack {
            Row(title: "Storage", detail: "Not a key")
            banner("Saved", tint: "green")
            let tip = Tip.hint("Swipe to delete")
        }
    }
}

struct InfoTip: View {
    init(_ titleKey: LocalizedStringKey) {}
    init(_ message: String) {}
    var body: some View { EmptyView() }
}

struct Badge: View {
    init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload init(_ title: String) {}
    var body: some View { EmptyView() }
}

func overloads() {
    _ = InfoTip("A bare literal takes the String overload")
    _ = Badge("A disfavored String overload leaves the key")
}

enum ListFilter: LocalizedStringKey {
    case managedOnly
    case everything = "filter.everything"
}

// A view named through a package's module is that package's, not SwiftUI's: only its declaration says what it takes.
struct PackageViews: View {
    var body: some View {
        Defaults.Toggle("A package's toggle taking a String", key: .tinting)
        SwiftUI.Toggle("SwiftUI's toggle", isOn: .constant(true))
        Components.Banner("A nested view of the sources")
    }
}

enum Components {
    struct Banner: View {
        init(_ title: LocalizedStringKey) {}
        var body: some View { EmptyView() }
    }
}

struct Card: View {
    var body: some View {
        Self.Title("A nested title of the sources")
        Self.Text("A nested Text taking a String")
        SwiftUICore.Text("SwiftUI's text through its core module")
        Defaults.Toggle.init("A package's toggle through init", key: .tinting)
    }

    struct Title: View {
        init(_ key: LocalizedStringKey) {}
        var body: some View { EmptyView() }
    }

    struct Text: View {
        init(_ text: String) {}
        var body: some View { EmptyView() }
    }
}
