/// The scenes the end-to-end tests run. They use `scripted` recognizers, which every build has,
/// with the shapes of the standard ones:
/// - a tap-like discrete recognizer: recognized when all touches end, failed on any motion;
/// - a pan-like continuous one: began on the first motion, changed on later ones, ended when
///   all touches end; it requires the tap-like one to fail, so a still touch is never a pan.
/// A test that can say more with a standard type (longPress's timer) adds one when the `tactile`
/// under test has it (`HostRig.knows(type:)`).
enum TestScenes {
    /// The Atmel test touchscreen is 800×480 device units: a window of that size makes device
    /// units and points the same, so scripts and assertions use one set of numbers.
    /// `extraRecognizers` are list items added to the view's recognizers (12 spaces deep).
    static func touchscreen(extraRecognizers: String = "") -> String {
        touchscreen(recognizers: [
            "{id: tap, type: scripted, script: [{when: touchesMoved, state: failed}, {when: allTouchesEnded, state: recognized}]}",
            "{id: pan, type: scripted, continuous: true, requireToFail: [tap], script: ["
                + "{when: touchesMoved, nth: 1, state: began}, {when: touchesMoved, after: 1, state: changed}, "
                + "{when: allTouchesEnded, state: ended}]}",
        ]) + "\n" + extraRecognizers
    }

    /// A touchpad window in millimetres (the ITE test touchpad is 88×48 mm; the window only has
    /// to hold the synthetic fingers), far from the screen window.
    static let touchpad = """
        scene:
          windows:
            - id: screen
              frame: [0, 0, 800, 480]
            - id: pad
              frame: [10000, 0, 100, 100]
              views:
                - id: surface
                  frame: [0, 0, 100, 100]
                  recognizers:
                    - id: hold
                      type: scripted
                      script:
                        - {when: touchesMoved, state: failed}
                        - {when: allTouchesEnded, state: recognized}
                    - id: move
                      type: scripted
                      continuous: true
                      requireToFail: [hold]
                      script:
                        - {when: touchesMoved, nth: 1, state: began}
                        - {when: touchesMoved, after: 1, state: changed}
                        - {when: allTouchesEnded, state: ended}
        devices:
          "ITE Tech. Inc. ITE Device(8595) Touchpad": pad
        """

    /// A daemon configuration without devices' windows: one screen window whose tap-like
    /// `scripted` recognizer `tap` sees every touch, then `bindings` (list items, 2 spaces deep).
    static func screenTap(bindings: String) -> String {
        """
        scene:
          windows:
            - id: screen
              frame: [0, 0, 800, 480]
              recognizers:
                - id: tap
                  type: scripted
                  script:
                    - {when: touchesMoved, state: failed}
                    - {when: allTouchesEnded, state: recognized}
        bindings:

        """ + bindings
    }

    /// The touchscreen window with one view `area` holding only `recognizers` (YAML flow
    /// mappings, e.g. standard types).
    static func touchscreen(recognizers: [String]) -> String {
        """
        scene:
          windows:
            - id: screen
              frame: [0, 0, 800, 480]
              views:
                - id: area
                  frame: [0, 0, 800, 480]
                  recognizers:
        \(recognizers.map { "            - " + $0 }.joined(separator: "\n"))
        """
    }
}
