/// The scene `tactile run` uses without `--config`: config/default-scene.yaml, embedded so the
/// binary needs no file at run time (ConfigurationTests checks the two are equal).
enum DefaultScene {
    static let yaml = """
# The scene `tactile run` uses without --config (embedded in the binary as
# Sources/TactileHost/DefaultScene.swift; a test keeps the two equal).
#
# A screen window for touchscreens and a touchpad window (millimetres, placed far from the
# screen so hit-testing never confuses them). Each has a pan-like and a tap-like recognizer.
scene:
  windows:
    - id: screen
      frame: [0, 0, 1920, 1080]
      recognizers:
        - id: screenPan
          type: scripted
          continuous: true
          requireToFail: [screenTap]      # a tap without motion is the tap's, not a zero-length pan
          script:
            - {when: touchesMoved, nth: 1, state: began}
            - {when: touchesMoved, after: 1, state: changed}
            - {when: allTouchesEnded, state: ended}
        - id: screenTap
          type: scripted
          script:
            - {when: touchesMoved, state: failed}
            - {when: allTouchesEnded, state: recognized}
    - id: touchpad
      frame: [100000, 0, 200, 200]
      recognizers:
        - id: touchpadPan
          type: scripted
          continuous: true
          requireToFail: [touchpadHold]
          script:
            - {when: touchesMoved, nth: 1, state: began}
            - {when: touchesMoved, after: 1, state: changed}
            - {when: allTouchesEnded, state: ended}
        - id: touchpadHold
          type: scripted
          script:
            - {when: touchesMoved, state: failed}
            - {when: allTouchesEnded, state: recognized}

"""
}
