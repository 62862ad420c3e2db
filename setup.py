"""Build hook: ship `onmt_ext_autoload.pth` into site-packages (see onmt_ext_autoload.py).

Everything else is declared in pyproject.toml. setuptools configured through pyproject.toml
alone has no declarative way to put a top-level .pth file into site-packages, so build_py
writes it:

- a wheel (`pip install .`): into build_lib, the root of the wheel, which pip installs into
  site-packages;
- an editable install (PEP 660, `pip install -e .`, what `make venv` does): setuptools'
  editable_wheel serves the modules from the source tree and ships nothing of build_lib,
  but it points the install command's `install_lib` at the root of the editable wheel it
  is building, so the .pth goes there.

Why setuptools and not another backend: it builds offline with the setuptools of the venv
(`pip install --no-build-isolation .`) and adds no build dependency.
"""

import os

from setuptools import setup
from setuptools.command.build_py import build_py

PTH_NAME = "onmt_ext_autoload.pth"
# site.py runs a .pth line that starts with "import"; install() only adds a finder.
PTH_LINE = "import onmt_ext_autoload; onmt_ext_autoload.install()\n"


class BuildPyWithPth(build_py):
    def run(self):
        super().run()
        if self.editable_mode:
            target = self.get_finalized_command("install").install_lib
        else:
            target = self.build_lib
        os.makedirs(target, exist_ok=True)
        with open(os.path.join(target, PTH_NAME), "w", encoding="utf-8") as handle:
            handle.write(PTH_LINE)

    def get_outputs(self, include_bytecode=True):
        outputs = super().get_outputs(include_bytecode)
        if not self.editable_mode:
            outputs.append(os.path.join(self.build_lib, PTH_NAME))
        return outputs


setup(cmdclass={"build_py": BuildPyWithPth})
