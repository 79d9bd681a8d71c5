import Foundation

/// Files under Tests/StrutTextTests/Data (copied into the test bundle).
enum TestData {
    static func url(_ name: String) -> URL? {
        let file = name as NSString
        return Bundle.module.url(
            forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: "Data")
    }

    static func text(_ name: String) -> String? {
        guard let url = url(name), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
