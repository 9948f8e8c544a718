/// The scenario `tactile demo` replays: one photo view with the four recognizers people meet
/// first, arbitrated the UIKit way. `tactile demo --scenario` prints it, as a starting point;
/// its `expect:` section is checked by the tests, so the demo cannot drift from the engine.
public let demoScenario = """
    # Tactile demo: a tap, a double tap, a long press and a pan on one view.
    # The single tap requires the double tap to fail, so it waits 350 ms after a lone tap.
    scene:
      windows:
        - id: Screen
          frame: [0, 0, 400, 800]
          views:
            - id: Photo
              frame: [0, 0, 400, 400]
              recognizers:
                - {id: DoubleTap, type: tap, numberOfTapsRequired: 2}
                - {id: Tap, type: tap, requireToFail: [DoubleTap]}
                - {id: LongPress, type: longPress}
                - {id: Pan, type: pan}
    input:
      # a single tap: Tap waits for DoubleTap to fail (350 ms after the up), then recognizes
      - {t: 0, touch: down, id: 1, x: 100, y: 100}
      - {t: 80, touch: up, id: 1}
      # a double tap: DoubleTap recognizes on the second up; Tap fails with it
      - {t: 1000, touch: down, id: 1, x: 200, y: 100}
      - {t: 1080, touch: up, id: 1}
      - {t: 1200, touch: down, id: 1, x: 202, y: 101}
      - {t: 1280, touch: up, id: 1}
      # a long press: held still for 0.5 s it begins; lifting the finger ends it
      - {t: 2000, touch: down, id: 1, x: 200, y: 200}
      - {t: 2700, touch: up, id: 1}
      # a pan: moving 10 pt begins it (and fails the taps and the long press)
      - {t: 3000, touch: down, id: 1, x: 100, y: 300}
      - {t: 3016, touch: move, id: 1, x: 106, y: 300}
      - {t: 3032, touch: move, id: 1, x: 114, y: 301}
      - {t: 3048, touch: move, id: 1, x: 140, y: 302}
      - {t: 3064, touch: move, id: 1, x: 180, y: 304}
      - {t: 3080, touch: up, id: 1}
    expect:
      states:
        Tap: [recognized@430, failed@1280, failed@2500, failed@3032]
        DoubleTap: [failed@430, recognized@1280, failed@2500, failed@3032]
        LongPress: [failed@80, failed@1080, failed@1280, began@2500, ended@2700, failed@3032]
        Pan: [failed@80, failed@1080, failed@1280, failed@2500, began@3032, changed@3048, changed@3064, ended@3080]
      views:
        Photo: ["b{1}@0", "c{1}@430", "b{1}@1000", "b{1}@1200", "c{1}@1280", "c{1}@1280",
                "b{1}@2000", "c{1}@2500", "b{1}@3000", "m{1}@3016", "c{1}@3032"]
      actions: ["Tap:recognized@430", "DoubleTap:recognized@1280", "LongPress:began@2500", "LongPress:ended@2700",
                "Pan:began@3032", "Pan:changed@3048", "Pan:changed@3064", "Pan:ended@3080"]
    """
