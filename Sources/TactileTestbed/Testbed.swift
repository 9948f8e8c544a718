import CUmockdev
import Foundation

/// An in-process umockdev testbed: a fake /sys and /dev under a temporary directory, whose
/// evdev nodes are ptys this process writes events into. Child processes see it when they run
/// with `Testbed.preload(fix:)` in LD_PRELOAD and inherit `UMOCKDEV_DIR` from this process.
public final class Testbed {
    let testbed: UnsafeMutablePointer<UMockdevTestbed>
    /// The testbed's root, also exported as `UMOCKDEV_DIR` by `umockdev_testbed_new`.
    public let rootDirectory: String
    /// Device paths added so far (e.g. /dev/input/event10).
    public private(set) var devicePaths: [String] = []

    public init() throws {
        guard let testbed = umockdev_testbed_new() else { throw TestbedError.umockdev("cannot create a testbed") }
        self.testbed = testbed
        let root = umockdev_testbed_get_root_dir(testbed)!
        rootDirectory = String(cString: root)
        g_free(root)
    }

    deinit {
        // Finalizing the testbed removes its directory tree.
        g_object_unref(testbed)
    }

    /// Adds a device from `BASE.umockdev` and `BASE.ioctl` and returns its /dev path.
    @discardableResult
    public func addDevice(base: String) throws -> String {
        try addDevice(umockdevFile: base + ".umockdev", ioctlFile: base + ".ioctl")
    }

    @discardableResult
    public func addDevice(umockdevFile: String, ioctlFile: String) throws -> String {
        guard let text = try? String(contentsOfFile: umockdevFile, encoding: .utf8) else {
            throw TestbedError.io(path: umockdevFile, message: "cannot read device description")
        }
        guard let devicePath = Self.property("DEVNAME", in: text),
              let major = Self.property("MAJOR", in: text), let minor = Self.property("MINOR", in: text) else {
            throw TestbedError.io(path: umockdevFile, message: "needs DEVNAME, MAJOR and MINOR properties")
        }
        try call("add \(umockdevFile)") { umockdev_testbed_add_from_file(testbed, umockdevFile, &$0) }
        try call("load \(ioctlFile)") { umockdev_testbed_load_ioctl(testbed, devicePath, ioctlFile, &$0) }
        try createUdevDatabaseEntry(major: major, minor: minor)
        devicePaths.append(devicePath)
        return devicePath
    }

    /// The /dev path a device's `BASE.umockdev` gives it (its DEVNAME).
    public static func devicePath(base: String) throws -> String {
        guard let path = property("DEVNAME", in: try DeviceSource.readText(base + ".umockdev")) else {
            throw TestbedError.io(path: base + ".umockdev", message: "needs a DEVNAME property")
        }
        return path
    }

    /// The pty master behind a fake node: what the kernel side of the device writes to.
    public func eventWriter(for devicePath: String) throws -> Int32 {
        let fd = umockdev_testbed_get_dev_fd(testbed, devicePath)
        guard fd >= 0 else { throw TestbedError.umockdev("no fake node \(devicePath)") }
        return fd
    }

    /// LD_PRELOAD for a child under test: the fix first, because umockdev's preload calls libc
    /// through its own handle and would bypass any wrapper placed after it.
    public static func preload(fix: String) -> String {
        "\(fix):libumockdev-preload.so.0"
    }

    /// libudev considers a device initialized only when its database file exists; the fix
    /// library redirects /run/udev/data to this tree.
    private func createUdevDatabaseEntry(major: String, minor: String) throws {
        try FileManager.default.createDirectory(atPath: udevDatabaseDirectory, withIntermediateDirectories: true)
        let path = udevDatabasePath(major: major, minor: minor)
        guard FileManager.default.createFile(atPath: path, contents: Data()) else {
            throw TestbedError.io(path: path, message: "cannot create udev database entry")
        }
    }

    private var udevDatabaseDirectory: String { rootDirectory + "/run/udev/data" }

    /// The udev database file of the character device `major:minor` (`addDevice` creates it,
    /// `unplug` removes it).
    func udevDatabasePath(major: String, minor: String) -> String {
        "\(udevDatabaseDirectory)/c\(major):\(minor)"
    }

    private func call(_ what: String, _ body: (inout UnsafeMutablePointer<GError>?) -> gboolean) throws {
        var error: UnsafeMutablePointer<GError>?
        let ok = body(&error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw TestbedError.umockdev("\(what): \(message)")
        }
        if ok == 0 { throw TestbedError.umockdev("\(what) failed") }
    }

    /// The value of the first `E: KEY=value` line of a `.umockdev` text.
    static func property(_ key: String, in text: String) -> String? {
        let prefix = "E: \(key)="
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
