import CUmockdev
import Foundation

/// Devices that come and go while the command under test runs, as the kernel and udevd report
/// them: the files appear, then `add` uevents; `remove` uevents, then the files go. Only
/// libinput's udev backend hears the uevents (`UeventSender`); the path backend opens fixed
/// nodes and is never told that one went away.
extension Testbed {
    /// Adds a device while the command runs: the files (as `addDevice`), then an `add` uevent per
    /// sysfs device of `BASE.umockdev`, parents first. Returns its /dev path.
    @discardableResult
    public func plug(base: String) throws -> String {
        let path = try addDevice(base: base)
        for device in try Self.sysfsDevices(in: base + ".umockdev").reversed() {
            try UeventSender(rootDirectory: rootDirectory).send(action: "add", syspath: device.syspath, properties: device.properties)
        }
        return path
    }

    /// Unplugs a device added from `base`: a `remove` uevent per sysfs device, children first,
    /// then the sysfs tree, the node and the udev database entry go.
    public func unplug(base: String) throws {
        let devices = try Self.sysfsDevices(in: base + ".umockdev")
        guard let root = devices.map(\.syspath).min(by: { $0.count < $1.count }) else {
            throw TestbedError.io(path: base + ".umockdev", message: "no P: line")
        }
        for device in devices {
            try UeventSender(rootDirectory: rootDirectory).send(action: "remove", syspath: device.syspath, properties: device.properties)
        }
        umockdev_testbed_remove_device(testbed, "/sys" + root)
        let properties = devices.flatMap(\.properties)
        if let major = properties.first(where: { $0.0 == "MAJOR" })?.1, let minor = properties.first(where: { $0.0 == "MINOR" })?.1 {
            try? FileManager.default.removeItem(atPath: udevDatabasePath(major: major, minor: minor))
        }
    }

    /// The devices of a `.umockdev` file in file order: each paragraph's `P:` path (under /sys,
    /// without it) and `E:` properties.
    static func sysfsDevices(in file: String) throws -> [(syspath: String, properties: [(String, String)])] {
        var devices: [(syspath: String, properties: [(String, String)])] = []
        for line in try DeviceSource.readText(file).split(separator: "\n") {
            if line.hasPrefix("P: ") {
                devices.append((String(line.dropFirst(3)), []))
            } else if line.hasPrefix("E: "), let equals = line.firstIndex(of: "="), !devices.isEmpty {
                let key = String(line[line.index(line.startIndex, offsetBy: 3)..<equals])
                devices[devices.count - 1].properties.append((key, String(line[line.index(after: equals)...])))
            }
        }
        return devices
    }
}
