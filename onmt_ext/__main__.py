"""`python -m onmt_ext --patches`: every change onmt_ext makes to OpenNMT, with its reason
(the records of onmt_ext.seam.patches); `--checks`: every check the commands run before
any work, by stage (onmt_ext.preflight). Printing them changes nothing."""

from __future__ import annotations

import argparse

from onmt_ext import __version__


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m onmt_ext", description=__doc__)
    parser.add_argument("--patches", action="store_true",
                        help="print every change onmt_ext.install() makes to OpenNMT")
    parser.add_argument("--markdown", action="store_true",
                        help="with --patches: the table of docs/opennmt-commands.md")
    parser.add_argument("--checks", action="store_true",
                        help="print every check run before training, building vocabularies, "
                             "translating, serving or averaging, by stage (the families' "
                             "included)")
    parser.add_argument("--version", action="version", version=f"onmt_ext {__version__}")
    args = parser.parse_args(argv)
    if args.checks:
        from onmt_ext import preflight

        print(preflight.describe())
    if args.patches:
        from onmt_ext import seam

        print(seam.describe(markdown=args.markdown))
    if not (args.checks or args.patches):
        parser.print_help()


if __name__ == "__main__":
    main()
