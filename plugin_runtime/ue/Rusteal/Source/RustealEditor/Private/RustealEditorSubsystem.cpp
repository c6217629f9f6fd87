#include "RustealEditorSubsystem.h"

#include "RustealSubsystems.h"

bool URustealEditorSubsystem::ShouldCreateSubsystem(UObject* Outer) const { return RustealShouldCreateSubsystem(this, Outer); }

void URustealEditorSubsystem::Initialize(FSubsystemCollectionBase& Collection)
{
	Super::Initialize(Collection);
	ReceiveInitialize();
}

void URustealEditorSubsystem::Deinitialize()
{
	ReceiveDeinitialize();
	Super::Deinitialize();
}
