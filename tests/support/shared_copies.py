"""A pytest plugin (`-p tests.support.shared_copies`, bin/test's shared-objects pass): every state the tests copy
is copied as a kept version is, its objects shared until read (state.ObjectsCopiedOnUse).

In play every action, replay and what-if copies a kept, frozen version; the tests mostly build and copy states of
their own, whose objects a copy copies at once. Here each copy is made from a frozen twin of the state instead, so
that every rule's tests also hold when the engine reads and changes objects that start out shared.
"""
from game.rules import state

_copy = state.GameState.copy


def _copy_of_frozen_twin(self: state.GameState) -> state.GameState:
    if self.__class__ is not state.GameState:  # frozen: kept already
        return _copy(self)
    return _copy(_copy(self).freeze())


def pytest_configure(config):
    state.GameState.copy = _copy_of_frozen_twin


def pytest_unconfigure(config):
    state.GameState.copy = _copy
