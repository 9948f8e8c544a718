/// Where the daemon and `tactile check-config` look for the user's configuration:
/// `$XDG_CONFIG_HOME/tactile/config.yaml`, or `~/.config/tactile/config.yaml` when
/// XDG_CONFIG_HOME is unset, empty or relative (the XDG Base Directory rules).
public enum ConfigurationLocation {
    public static func userFile(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return base + "/tactile/config.yaml"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/tactile/config.yaml"
    }
}
