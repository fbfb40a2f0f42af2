// Keeps a check's results across runs, so a check of an unchanged app takes them from the cache.
import AppCheck
import Foundation

// snippet.hide
// The cache's secret is kept in the user's cache folder ($XDG_CACHE_HOME/intentkit/key): here, a temporary one.
let scratch = NSTemporaryDirectory() + "AppCheckCacheAcrossRuns-\(ProcessInfo.processInfo.processIdentifier)"
setenv("XDG_CACHE_HOME", scratch + "/user-cache", 1)
// snippet.show
// The folder the results are kept in (by default `.build/intentkit-cache` in the app's folder), and a version:
// results made by another version are never taken.
let pipeline = CheckPipeline(cache: (folder: scratch + "/intentkit-cache", version: "1.0"))

// The first run makes every result and stores it; the second finds them all.
let first = await pipeline.run("Examples/TransitWidget")
let second = await pipeline.run("Examples/TransitWidget")
print("first run:", first.cacheStatistics!, "second run:", second.cacheStatistics!)

// snippet.hide
precondition(first.cacheStatistics!.stores > 0, "the first run stores its results")
precondition(second.cacheStatistics!.hits > 0 && second.cacheStatistics!.misses == 0 && second.cacheStatistics!.stores == 0)
precondition(first.diagnostics == second.diagnostics, "the same findings, from the cache")
precondition(FileManager.default.fileExists(atPath: scratch + "/intentkit-cache/results.pack"))
precondition(FileManager.default.fileExists(atPath: scratch + "/user-cache/intentkit/key"))
try? FileManager.default.removeItem(atPath: scratch)
