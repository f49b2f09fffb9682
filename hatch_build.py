"""Build hook: compile the rules engine and the simulator's policies with mypyc.

The same source files, compiled to C extensions (mypyc, https://mypyc.readthedocs.io), play a
game about 1.6 times as fast; the win-rate estimates (issue 8, docs/win-probability.md) need it
to give ±2 points at 68 players in a few seconds. Nothing else changes: the compiled modules
are the modules in `COMPILED`, built from this tree, and `.ci/run` plays the engine's and the
simulator's tests against an installed compiled copy.

- Only a regular wheel (`pip install .`) is compiled; an editable install (`pip install -e .`,
  for working on the code) stays plain Python, so an edit takes effect at once.
- If compiling fails (no C compiler, an unsupported Python), the build says why and goes on
  with the plain Python engine, which plays the same games more slowly.
- WEREWOLF_NOTEPAD_PURE=1 skips compiling.
- The compiled files are made in the source tree for the wheel and removed from it after.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# The engine's rules and the simulator's play. Left plain: the pydantic event, setup and
# catalogue models, and the modules with exception classes (mypyc compiles no subclass of a
# built-in exception: game.py's RuleViolation, the simulator's refused.py).
COMPILED = [
    "notepad/engine/state.py",
    "notepad/engine/players.py",
    "notepad/engine/night_and_day.py",
    "notepad/engine/census.py",
    "notepad/engine/rule_book.py",
    "notepad/engine/apply.py",
    "notepad/engine/night/dawn.py",
    "notepad/engine/day/votes.py",
    "notepad/engine/deaths.py",
    "notepad/engine/day/dice.py",
    "notepad/engine/night/plan.py",
    "notepad/engine/night/script.py",
    "notepad/engine/night/planned_call.py",
    "notepad/engine/night/kept_script.py",
    "notepad/engine/night/cards/calls.py",
    "notepad/engine/night/cards/cursed.py",
    "notepad/engine/night/cards/checks.py",
    "notepad/engine/night/minion.py",
    "notepad/engine/reveal.py",
    "notepad/engine/night/sight.py",
    "notepad/engine/validator.py",
    "notepad/engine/night/checks.py",
    "notepad/engine/day/checks.py",
    "notepad/engine/day/counts.py",
    "notepad/engine/day/violations.py",
    "notepad/engine/winners.py",
    "notepad/engine/events/fields.py",
    "notepad/engine/snapshot.py",
    "notepad/engine/draws.py",
    "notepad/balance/simulate/draws.py",
    "notepad/balance/simulate/packs.py",
    "notepad/balance/simulate/policies/village.py",
    "notepad/balance/simulate/policies/day.py",
    "notepad/balance/simulate/policies/answers.py",
    "notepad/balance/simulate/policies/night.py",
    "notepad/balance/simulate/policies/pack.py",
    "notepad/balance/simulate/policies/checks.py",
    "notepad/balance/simulate/policies/other_roles.py",
    "notepad/balance/simulate/play.py",
    "notepad/balance/simulate/table.py",
]


# The type check mypyc compiles from is `mypy notepad`'s, with the pydantic plugin
# (pyproject.toml [tool.mypy]); hatch-mypyc hides pyproject.toml while it builds.
MYPY_CONFIG = """[mypy]
python_version = 3.11
plugins = pydantic.mypy
check_untyped_defs = True
"""


def _mypyc_hook(root: str, config: dict[str, Any], mypy_config: str, *args: Any,
                **kwargs: Any) -> Any:
    from hatch_mypyc.plugin import MypycBuildHook  # a build dependency (pyproject.toml)

    settings = {**config, "include": [f"/{path}" for path in COMPILED],
                "mypy-args": ["--config-file", mypy_config]}
    return MypycBuildHook(root, settings, *args, **kwargs)


class CompiledEngineHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    _compiler: Any = None

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        if os.environ.get("WEREWOLF_NOTEPAD_PURE"):
            self.app.display_info("werewolf-notepad: WEREWOLF_NOTEPAD_PURE is set: plain Python")
            return
        before = {key: (list(value) if isinstance(value, list) else dict(value)
                        if isinstance(value, dict) else value)
                  for key, value in build_data.items()}
        compiler = None
        handle, mypy_config = tempfile.mkstemp(suffix=".ini", text=True)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(MYPY_CONFIG)
            compiler = _mypyc_hook(self.root, self.config, mypy_config, self.build_config,
                                   self.metadata, self.directory, self.target_name, self.app)
            compiler.initialize(version, build_data)
        except Exception as error:  # noqa: BLE001 - any failure falls back to plain Python
            build_data.clear()
            build_data.update(before)
            reason = str(error).strip().splitlines()[-1:] or [type(error).__name__]
            self.app.display_warning(
                "werewolf-notepad: the engine could not be compiled with mypyc "
                f"({reason[0][:200]}); installing the plain Python engine, which plays the "
                "same games about 1.6 times more slowly (win-rate estimates take longer).")
            if compiler is not None:
                compiler.clean([version])  # whatever part was built
            return
        finally:
            os.remove(mypy_config)
        self._compiler = compiler
        self.app.display_info(f"werewolf-notepad: compiled {len(COMPILED)} engine modules")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        # The wheel has them: leave no compiled file in the tree to shadow an edited source.
        if self._compiler is not None:
            self._compiler.clean([version])


def get_build_hook() -> type[BuildHookInterface]:
    return CompiledEngineHook
