"""The streaming JSON reader gives what json.load gives, whatever the chunk size."""
import io
import json
from pathlib import Path

import pytest

from game.catalog import json_stream
from game.catalog.json_stream import JsonReader, JsonStreamError

SCRYFALL_SAMPLE = Path(__file__).resolve().parents[3] / "shared" / "data" / "scryfall-sample-2019.json"


def reader(text: str) -> JsonReader:
    return JsonReader(io.StringIO(text))


@pytest.mark.parametrize("chunk", [1, 7, 64, 1 << 20])
def test_elements_of_a_real_file_in_any_chunk_size(monkeypatch, chunk):
    monkeypatch.setattr(json_stream, "CHUNK_CHARS", chunk)
    text = SCRYFALL_SAMPLE.read_text(encoding="utf-8")
    stream = reader(text)
    assert list(stream.elements()) == json.loads(text)
    stream.end()


def test_a_number_cut_by_the_chunk_boundary_is_read_whole(monkeypatch):
    monkeypatch.setattr(json_stream, "CHUNK_CHARS", 3)
    assert list(reader("[12345, 678]").elements()) == [12345, 678]


def test_members_and_skip():
    stream = reader('{"meta": {"a": [1, {"b": 2}]}, "data": {"cards": [{"name": "Forest"}]}, "x": 1}')
    seen = []
    for key in stream.members():
        if key == "data":
            for inner in stream.members():
                seen.append((inner, list(stream.elements())))
        else:
            stream.skip()
    stream.end()
    assert seen == [("cards", [{"name": "Forest"}])]


def test_empty_containers():
    assert list(reader(" [ ] ").elements()) == []
    assert list(reader("{}").members()) == []


@pytest.mark.parametrize("text", ['[1, 2', '[1 2]', '{"a" 1}', '{1: 2}', '[tru]', ''])
def test_invalid_json(text):
    with pytest.raises(JsonStreamError):
        stream = reader(text)
        if stream.peek() == "{":
            for _ in stream.members():
                stream.skip()
        else:
            list(stream.elements())


def test_extra_data_after_the_document():
    stream = reader("[1] [2]")
    list(stream.elements())
    with pytest.raises(JsonStreamError, match="extra data"):
        stream.end()
