import SwiftUI

struct DebugView: View {
    var body: some View {
        #if DEBUG
        Text("Debug only")
        #else
        Text("Release only")
        #endif
    }
}
