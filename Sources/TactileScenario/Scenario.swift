// Scenario decoding, validation, runner and expectations live here.
