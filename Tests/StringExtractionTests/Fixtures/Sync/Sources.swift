import SwiftUI

struct ContentView: View {
    let count: Int
    let name: String

    var body: some View {
        VStack {
            Text("\(count) apples")
            Button("Cancel", action: {})
            Text("item 9")
            Text("item 10")
            Text("Returned")
            Text("Welcome \(name) to \(name)")
            Text("Brand new", comment: "Shown once")
            Text("Again", comment: "Second")
            Text("Again", comment: "First")
            Text(String(localized: "Cancel", comment: "Cancels the order"))
        }
    }
}
