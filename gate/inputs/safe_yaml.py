"""Load YAML safely, with limits, and remember the line every value came from.

Errors must name the line to fix, and artifacts must point review comments at their line, but
`yaml.safe_load` and `json.loads` forget positions. PyYAML's composer keeps them: this module
composes the node tree (libyaml scans and parses when it is installed; the composer and the
safe constructor are PyYAML's, so no tag can build an object and no code from the file runs),
records the 1-based line of each mapping key and sequence item by its path
(`("grade", "rubric", 0, "id")`), and only then constructs plain data.

Every file read here may come from a pull request, so the work is bounded before it is done:

- aliases: a YAML alias stands for its whole anchored node, so a few lines of nested aliases
  stand for billions of nodes once anything walks the data (a validator, `json.dumps`). While
  composing, each alias adds the size of the tree it stands for to a running total; past
  `ALIAS_NODE_BUDGET` the document is refused. Ordinary anchors and merge keys stay far below.
  An alias of a node that contains it (a recursive document) is refused outright;
- depth: nesting beyond `MAX_DEPTH` is refused before it can exhaust the stack;
- integers: Python converts a decimal string in time quadratic in its length and refuses more
  than 4,300 digits with a bare ValueError, so an integer longer than `MAX_INT_DIGITS` digits is
  refused, with its line, before any conversion;
- text: the rules of `gate.core.text_rules`, also for strings written with escapes (`"\\0"`,
  `"\\ud800"` in JSON), which the raw-text check cannot see.

Duplicate keys: PyYAML (and dbt) silently keep the last value. For the gate's own config a
silently overridden bar is a defect, so the default refuses them; a caller reading someone
else's format asks for `duplicate_keys="last_wins"` and gets them in `Located.duplicates`, to
report as warnings. A YAML merge (`<<: *base` and then a key of `base` again) is an override
YAML defines, not a duplicate, in either mode.

JSON is read within the same limits by `gate.inputs.safe_json`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import Resolver
from yaml.scanner import Scanner

from gate.core.text_rules import FORBIDDEN, TextError, check_text, describe

try:  # libyaml scans and parses about ten times faster than the pure-Python parser
    from yaml._yaml import CParser as _Parser  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - PyYAML wheels ship libyaml
    from yaml.parser import Parser as _Parser  # type: ignore[assignment,unused-ignore]

Path = tuple[str | int, ...]
DuplicatePolicy = Literal["refuse", "last_wins"]
#: Whose YAML reading a file must match. The two parsers disagree on edge cases (libyaml
#: accepts `{a: b?}`, PyYAML does not), so each file is read by the parser of the tool that
#: owns its meaning: `signalforge.yml` by PyYAML's, as SignalForge's `yaml.safe_load` reads
#: it; dbt files by libyaml's, as dbt reads them (its CSafeLoader).
YamlParser = Literal["pyyaml", "libyaml"]

#: Nodes that aliases may add in total, beyond the nodes the text itself spells out.
ALIAS_NODE_BUDGET = 10_000
#: Nesting of mappings and sequences; dbt and config files use fewer than 15 levels.
MAX_DEPTH = 100
#: Digits of one integer; the largest value any reader needs has fewer than 20.
MAX_INT_DIGITS = 100
MERGE_TAG = "tag:yaml.org,2002:merge"


@dataclass(frozen=True)
class DuplicateKey:
    """A key written twice in one mapping; the value at `line` is the one that counts."""

    path: Path
    first_line: int
    line: int


@dataclass(frozen=True)
class Located:
    """A loaded document, the line of each path inside it, and the duplicate keys it had
    (only ever filled with `duplicate_keys="last_wins"`)."""

    data: Any
    lines: dict[Path, int] = field(default_factory=dict)
    duplicates: tuple[DuplicateKey, ...] = ()

    def line_of(self, path: Path) -> int | None:
        """The line of `path`, or of its nearest ancestor that has one."""
        for end in range(len(path), -1, -1):
            line = self.lines.get(path[:end])
            if line is not None:
                return line
        return None


class LoadError(ValueError):
    """The text is not valid (or acceptable) YAML/JSON; `line` is 1-based when known."""

    def __init__(self, message: str, line: int | None,
                 fix: str = "fix the syntax at that line.") -> None:
        super().__init__(message)
        self.line = line
        self.fix = fix


def _line(node: Node | yaml.Event) -> int:
    return int(getattr(node.start_mark, "line", 0)) + 1


class _BoundedComposer(Composer):
    """PyYAML's composer, counting depth and the nodes aliases stand for as it builds.

    The size of a tree (its nodes, aliases expanded) is only needed for the trees an alias
    names, so it is worked out when the first alias to it is met, each node once, rather than
    for every node as it is built: most documents have no alias at all."""

    def __init__(self) -> None:
        super().__init__()
        self._depth = 0
        self._alias_nodes = 0
        self._sizes: dict[int, int] = {}  # id(node) -> nodes in its tree, aliases expanded
        self._complete: set[int] = set()  # ids of anchored nodes composed to their end

    if TYPE_CHECKING:  # supplied by the parser the loader mixes in
        def check_event(self, *choices: type[yaml.Event]) -> bool: ...
        def peek_event(self) -> yaml.Event: ...

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        if self.check_event(AliasEvent):
            event = self.peek_event()
            target = self.anchors.get(getattr(event, "anchor", None))
            if target is not None:
                self._count_alias(target, _line(event))
            return super().compose_node(parent, index)
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise LoadError(f"the document nests deeper than {MAX_DEPTH} levels",
                            _line(self.peek_event()), fix="flatten the structure.")
        anchored = getattr(self.peek_event(), "anchor", None) is not None
        try:
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        if anchored and node is not None:
            self._complete.add(id(node))
        return node

    def _count_alias(self, target: Node, line: int) -> None:
        if id(target) not in self._complete:
            raise LoadError("an alias refers to a node that contains it (a recursive document)",
                            line, fix="replace the alias with the value it should repeat.")
        self._alias_nodes += self._size(target)
        if self._alias_nodes > ALIAS_NODE_BUDGET:
            raise LoadError(f"YAML aliases expand to more than {ALIAS_NODE_BUDGET:,} nodes "
                            "(an alias bomb)", line,
                            fix="write the repeated values out, or use fewer nested aliases.")

    def _size(self, node: Node) -> int:
        """Nodes in `node`'s tree, aliases expanded; each node is counted out once (a tree an
        alias names is complete, and so is every tree inside it, so this ends)."""
        size = self._sizes.get(id(node))
        if size is None:
            size = 1 + sum(self._size(child) for child in _children(node))
            self._sizes[id(node)] = size
        return size


def _children(node: Node) -> Iterator[Node]:
    if isinstance(node, SequenceNode):
        yield from node.value
    elif isinstance(node, MappingNode):
        for key, value in node.value:
            yield key
            yield value


class _CheckedConstructor(SafeConstructor):
    """The safe constructor, refusing forbidden text and over-long integers with their line,
    and turning any conversion failure (`2001-13-01` as a date) into a LoadError."""

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (LoadError, yaml.YAMLError):
            raise
        except (ValueError, TypeError, OverflowError, ArithmeticError) as error:
            raise LoadError(f"a value cannot be read ({error})", _line(node),
                            fix="quote the value to keep it as text, or correct it.") from None

    def construct_scalar(self, node: ScalarNode | MappingNode) -> str:
        value = super().construct_scalar(node)
        if isinstance(value, str):
            found = FORBIDDEN.search(value)
            if found is not None:
                raise LoadError(f"a value holds {describe(found.group())}", _line(node),
                                fix="remove the character or its escape.")
        return value

    def construct_yaml_int(self, node: ScalarNode) -> int:
        text = self.construct_scalar(node)
        check_digits(sum(char.isdigit() for char in text), _line(node))
        return super().construct_yaml_int(node)


_CheckedConstructor.add_constructor(  # type: ignore[type-var]
    "tag:yaml.org,2002:int", _CheckedConstructor.construct_yaml_int)


def check_digits(digits: int, line: int | None) -> None:
    if digits > MAX_INT_DIGITS:
        raise LoadError(f"an integer of {digits:,} digits is longer than the "
                        f"{MAX_INT_DIGITS} digits read", line,
                        fix="shorten the number, or quote it if it is an identifier.")


class _Loader(_Parser, _BoundedComposer, _CheckedConstructor, Resolver):  # type: ignore[misc]
    """libyaml's parser under PyYAML's composer: `_BoundedComposer` must compose, so the
    composing methods libyaml's parser also defines are taken from the composer."""

    def __init__(self, text: str) -> None:
        _Parser.__init__(self, text)
        _BoundedComposer.__init__(self)
        _CheckedConstructor.__init__(self)
        Resolver.__init__(self)

    get_single_node = Composer.get_single_node
    compose_document = Composer.compose_document
    compose_node = _BoundedComposer.compose_node
    compose_scalar_node = Composer.compose_scalar_node
    compose_sequence_node = Composer.compose_sequence_node
    compose_mapping_node = Composer.compose_mapping_node


class _PureLoader(Reader, Scanner, Parser, _BoundedComposer,
                  _CheckedConstructor, Resolver):
    """PyYAML's own pure-Python reader, scanner and parser under the same composer."""

    def __init__(self, text: str) -> None:
        Reader.__init__(self, text)
        Scanner.__init__(self)
        Parser.__init__(self)
        _BoundedComposer.__init__(self)
        _CheckedConstructor.__init__(self)
        Resolver.__init__(self)


def load_yaml(text: str, *, duplicate_keys: DuplicatePolicy = "refuse",
              parser: YamlParser = "pyyaml") -> Located:
    """Safe-load one YAML document with the line of every key, within the limits above."""
    try:
        check_text(text)
    except TextError as error:
        raise LoadError(str(error), error.line, error.fix) from None
    loader = _Loader(text) if parser == "libyaml" else _PureLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return Located(None, {})
        walk = _Walk(duplicate_keys)
        walk.lines[()] = _line(node)
        walk.mapping_or_sequence(node, ())
        # Construct last: merging `<<` rewrites the mapping nodes, which would make a merge
        # override look like a repeated key to the walk.
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise LoadError(f"not valid YAML: {error.problem or error}",
                        mark.line + 1 if mark else None) from None
    except yaml.YAMLError as error:
        raise LoadError(f"not valid YAML: {error}", None) from None
    except RecursionError:
        raise LoadError("the document is nested too deeply to read", None,
                        fix="flatten the structure.") from None
    finally:
        loader.dispose()
    return Located(data, walk.lines, tuple(walk.duplicates))


class _Walk:
    """(path → line) of every key and item, and the duplicate keys, in one pass over the
    composed nodes. A node reached again through an alias is not walked again."""

    def __init__(self, policy: DuplicatePolicy) -> None:
        self.policy = policy
        self.lines: dict[Path, int] = {}
        self.duplicates: list[DuplicateKey] = []
        self._walked: set[int] = set()

    def mapping_or_sequence(self, node: Node, path: Path) -> None:
        if id(node) in self._walked:
            return
        self._walked.add(id(node))
        if isinstance(node, MappingNode):
            self._mapping(node, path)
        elif isinstance(node, SequenceNode):
            for index, item in enumerate(node.value):
                self.lines[(*path, index)] = _line(item)
                self.mapping_or_sequence(item, (*path, index))

    def _mapping(self, node: MappingNode, path: Path) -> None:
        pairs = [(key, value) for key, value in node.value
                 if isinstance(key, ScalarNode) and key.tag != MERGE_TAG]
        last = {(key.tag, key.value): index for index, (key, _) in enumerate(pairs)}
        first_line: dict[tuple[str, str], int] = {}
        for index, (key, value) in enumerate(pairs):
            line, identity = _line(key), (key.tag, key.value)
            key_path = (*path, key.value)
            if identity in first_line:
                if self.policy == "refuse":
                    raise LoadError(f"key {key.value!r} appears twice (first at line "
                                    f"{first_line[identity]}); only one can count", line,
                                    fix="keep one of the two.")
                self.duplicates.append(DuplicateKey(key_path, first_line[identity], line))
            else:
                first_line[identity] = line
            if last[identity] == index:  # the value that counts is the one whose lines count
                self.lines[key_path] = line
                self.mapping_or_sequence(value, key_path)
